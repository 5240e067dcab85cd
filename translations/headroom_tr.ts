<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>Cannot open the file: %1.</source>
        <translation>Dosya açılamıyor: %1.</translation>
    </message>
    <message>
        <source>Not valid JSON at byte offset %1: %2.</source>
        <translation>Bayt konumu %1: geçerli JSON değil: %2.</translation>
    </message>
    <message>
        <source>The top level must be a JSON object.</source>
        <translation>En üst düzey bir JSON nesnesi olmalıdır.</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Dosya</translation>
    </message>
    <message>
        <source>The file has &quot;format&quot;: &quot;%1&quot;; expected &quot;%2&quot;.</source>
        <translation>Dosyada &quot;format&quot;: &quot;%1&quot; var; beklenen: &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The file has version %1; this build reads version %2.</source>
        <translation>Dosyanın sürümü %1; bu derleme %2 sürümünü okur.</translation>
    </message>
    <message>
        <source>%1: unknown field &quot;%2&quot;.</source>
        <translation>%1: bilinmeyen alan &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; is missing.</source>
        <translation>%1: &quot;%2&quot; alanı eksik.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a JSON array.</source>
        <translation>%1: &quot;%2&quot; alanı bir JSON dizisi olmalıdır.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a JSON object.</source>
        <translation>%1: &quot;%2&quot; alanı bir JSON nesnesi olmalıdır.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a string.</source>
        <translation>%1: &quot;%2&quot; alanı bir metin dizesi olmalıdır.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must not be empty.</source>
        <translation>%1: &quot;%2&quot; alanı boş olmamalıdır.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be true or false.</source>
        <translation>%1: &quot;%2&quot; alanı true ya da false olmalıdır.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a whole number.</source>
        <translation>%1: &quot;%2&quot; alanı bir tam sayı olmalıdır.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be positive, not %3.</source>
        <translation>%1: &quot;%2&quot; alanı pozitif olmalıdır (bulunan: %3).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be at least %3, not %4.</source>
        <translation>%1: &quot;%2&quot; alanı en az %3 olmalıdır (bulunan: %4).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; is too large (%3).</source>
        <translation>%1: &quot;%2&quot; alanı çok büyük (%3).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a date written YYYY-MM-DD, not &quot;%3&quot;.</source>
        <translation>%1: &quot;%2&quot; alanı YYYY-AA-GG biçiminde bir tarih olmalıdır (bulunan: &quot;%3&quot;).</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an https URL.</source>
        <translation>%1: &quot;%2&quot; bir https URL&apos;si değil.</translation>
    </message>
    <message>
        <source>%1: the field &quot;note&quot; must be a string.</source>
        <translation>%1: &quot;note&quot; alanı bir metin dizesi olmalıdır.</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; may only use lowercase letters, digits, &apos;-&apos; and &apos;.&apos;.</source>
        <translation>%1: &quot;%2&quot; kimliği yalnızca küçük harf, rakam, &apos;-&apos; ve &apos;.&apos; içerebilir.</translation>
    </message>
    <message>
        <source>%1 %2 (&quot;%3&quot;)</source>
        <translation>%1 %2 (&quot;%3&quot;)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The file lists no GPUs.</source>
        <translation>Dosyada hiç GPU yok.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 %2 must be a JSON object.</source>
        <translation>%1 %2 bir JSON nesnesi olmalıdır.</translation>
    </message>
    <message>
        <source>%1: unknown platform &quot;%2&quot; (expected &quot;CUDA&quot; or &quot;ROCm&quot;).</source>
        <translation>%1: bilinmeyen platform &quot;%2&quot; (beklenen: &quot;CUDA&quot; ya da &quot;ROCm&quot;).</translation>
    </message>
    <message>
        <source>%1: marketed_label &quot;%2&quot; does not match marketed_bytes %3 (expected &quot;&lt;n&gt; GB&quot; with n x 10^9 = marketed_bytes).</source>
        <translation>%1: marketed_label &quot;%2&quot;, marketed_bytes %3 ile uyuşmuyor (beklenen: n x 10^9 = marketed_bytes olacak biçimde &quot;&lt;n&gt; GB&quot;).</translation>
    </message>
    <message>
        <source>%1: duplicate id &quot;%2&quot; (also GPU %3).</source>
        <translation>%1: yinelenen kimlik &quot;%2&quot; (GPU %3 ile aynı).</translation>
    </message>
    <message>
        <source>%1: num_attention_heads %2 is not a multiple of num_key_value_heads %3.</source>
        <translation>%1: num_attention_heads %2, num_key_value_heads %3 değerinin katı değil.</translation>
    </message>
    <message>
        <source>%1: head_dim is absent and hidden_size %2 is not divisible by num_attention_heads %3.</source>
        <translation>%1: head_dim yok ve hidden_size %2, num_attention_heads %3 ile tam bölünmüyor.</translation>
    </message>
    <message>
        <source>%1: num_local_experts and num_experts_per_tok must be given together.</source>
        <translation>%1: num_local_experts ve num_experts_per_tok birlikte verilmelidir.</translation>
    </message>
    <message>
        <source>%1: num_experts_per_tok %2 exceeds num_local_experts %3.</source>
        <translation>%1: num_experts_per_tok %2, num_local_experts %3 değerini aşıyor.</translation>
    </message>
    <message>
        <source>The file lists no models.</source>
        <translation>Dosyada hiç model yok.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>%1, config</source>
        <translation>%1, config</translation>
    </message>
    <message>
        <source>%1: duplicate id &quot;%2&quot; (also model %3).</source>
        <translation>%1: yinelenen kimlik &quot;%2&quot; (model %3 ile aynı).</translation>
    </message>
    <message>
        <source>The price list</source>
        <translation>Fiyat listesi</translation>
    </message>
    <message>
        <source>%1: currency &quot;%2&quot; is not an ISO 4217 code such as &quot;USD&quot;.</source>
        <translation>%1: para birimi &quot;%2&quot;, &quot;USD&quot; gibi bir ISO 4217 kodu değil.</translation>
    </message>
    <message>
        <source>%1: valid_until %2 is before retrieved %3.</source>
        <translation>%1: valid_until %2, retrieved %3 tarihinden önce.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Fiyat</translation>
    </message>
    <message>
        <source>%1: no GPU with id &quot;%2&quot; in %3.</source>
        <translation>%1: %3 içinde &quot;%2&quot; kimlikli GPU yok.</translation>
    </message>
    <message>
        <source>%1: duplicate price for &quot;%2&quot; (also price %3).</source>
        <translation>%1: &quot;%2&quot; için yinelenen fiyat (fiyat %3 ile aynı).</translation>
    </message>
</context>
<context>
    <name>headroom::cli::Cli</name>
    <message>
        <source>Usage: headroom [COMMAND] [OPTIONS]</source>
        <translation>Kullanım: headroom [KOMUT] [SEÇENEKLER]</translation>
    </message>
    <message>
        <source>Without a command, headroom opens its window.</source>
        <translation>Komut verilmezse headroom penceresini açar.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Komutlar:</translation>
    </message>
    <message>
        <source>Estimate the GPU memory a model needs: weights, KV cache, activations, runtime.</source>
        <translation>Bir modelin gereken GPU belleğini tahmin et: ağırlıklar, KV önbelleği, aktivasyonlar, çalışma zamanı.</translation>
    </message>
    <message>
        <source>Price a GPU rental with the example price list and write the quote as PDF.</source>
        <translation>Örnek fiyat listesiyle bir GPU kiralamasını fiyatlandır ve teklifi PDF olarak yaz.</translation>
    </message>
    <message>
        <source>Search the glossary in Dutch, English and Turkish.</source>
        <translation>Sözlükte Felemenkçe, İngilizce ve Türkçe ara.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Seçenekler:</translation>
    </message>
    <message>
        <source>Show this help; &apos;headroom COMMAND --help&apos; shows a command&apos;s options.</source>
        <translation>Bu yardımı göster; &apos;headroom KOMUT --help&apos; bir komutun seçeneklerini gösterir.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Sürümü göster.</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 runtime failure (e.g. the PDF cannot be written), 2 bad arguments.</source>
        <translation>Çıkış durumu: 0 başarılı, 1 çalışma hatası (ör. PDF yazılamıyor), 2 hatalı argümanlar.</translation>
    </message>
    <message>
        <source>missing command; run &apos;headroom --help&apos;</source>
        <translation>komut eksik; &apos;headroom --help&apos; komutunu çalıştırın</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; commands: estimate, quote, glossary (see &apos;headroom --help&apos;)</source>
        <translation>bilinmeyen komut &apos;%1&apos;; komutlar: estimate, quote, glossary (bkz. &apos;headroom --help&apos;)</translation>
    </message>
</context>
<context>
    <name>headroom::cli::EstimateCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Bu yardımı göster.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the table.</source>
        <translation>Tablo yerine tek bir JSON nesnesi yazdır.</translation>
    </message>
    <message>
        <source>Estimates the memory one GPU of each model replica needs.
Models: %1
GPUs: %2</source>
        <translation>Her model kopyasının bir GPU&apos;sunun ihtiyaç duyduğu belleği tahmin eder.
Modeller: %1
GPU&apos;lar: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>beklenmeyen argüman &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 gereklidir</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>geçersiz senaryo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Paralellik</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Hassasiyet</translation>
    </message>
    <message>
        <source>weights %1, KV cache %2</source>
        <translation>ağırlıklar %1, KV önbelleği %2</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>İş yükü</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>GPU başına bellek (GiB)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Ağırlıklar</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV önbelleği</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivasyonlar</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Çalışma zamanı</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Kullanılabilir</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Boş alan</translation>
    </message>
    <message>
        <source>Result: fits, with %1 GiB headroom per GPU.</source>
        <translation>Sonuç: sığar; GPU başına %1 GiB boş alan kalır.</translation>
    </message>
    <message>
        <source>Result: does not fit, short by %1 GiB per GPU (headroom %2 GiB).</source>
        <translation>Sonuç: sığmaz; GPU başına %1 GiB eksik (boş alan %2 GiB).</translation>
    </message>
    <message>
        <source>KV cache per token: %1 bytes per GPU.</source>
        <translation>Token başına KV önbelleği: GPU başına %1 bayt.</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Varsayımlar:</translation>
    </message>
    <message>
        <source>tensor parallel %1, replicas %2</source>
        <translation>tensör paralelliği %1, kopyalar %2</translation>
    </message>
    <message>
        <source>context %1 tokens, concurrency %2</source>
        <translation>bağlam %1 token, eşzamanlılık %2</translation>
    </message>
    <message>
        <source>Max concurrency at %1 tokens: %2.</source>
        <translation>%1 token bağlamda en fazla eşzamanlılık: %2.</translation>
    </message>
</context>
<context>
    <name>headroom::cli::GlossaryCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Bu yardımı göster.</translation>
    </message>
    <message>
        <source>Language of the preferred terms and of the ranking: %1 (default en).</source>
        <translation>Tercih edilen terimlerin ve sıralamanın dili: %1 (varsayılan en).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>DİL</translation>
    </message>
    <message>
        <source>Print a JSON array instead of one line per hit.</source>
        <translation>Her sonuç için bir satır yerine bir JSON dizisi yazdır.</translation>
    </message>
    <message>
        <source>The glossary command; only &apos;search&apos; exists.</source>
        <translation>Sözlük komutu; yalnızca &apos;search&apos; vardır.</translation>
    </message>
    <message>
        <source>Words to find in terms (nl, en, tr) and definitions.</source>
        <translation>Terimlerde (nl, en, tr) ve tanımlarda aranacak sözcükler.</translation>
    </message>
    <message>
        <source>Searches the glossary in all three languages, ignoring case, accents and punctuation.</source>
        <translation>Sözlükte üç dilde de arar; büyük/küçük harf, aksan ve noktalama dikkate alınmaz.</translation>
    </message>
    <message>
        <source>missing glossary command; usage: %1</source>
        <translation>sözlük komutu eksik; kullanım: %1</translation>
    </message>
    <message>
        <source>unknown glossary command &apos;%1&apos;; usage: %2</source>
        <translation>bilinmeyen sözlük komutu &apos;%1&apos;; kullanım: %2</translation>
    </message>
    <message>
        <source>missing QUERY; usage: %1</source>
        <translation>SORGU eksik; kullanım: %1</translation>
    </message>
    <message>
        <source>No matches for &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; için sonuç yok.</translation>
    </message>
    <message>
        <source>%1 — %2 (%3, %4)</source>
        <translation>%1 — %2 (%3, %4)</translation>
    </message>
</context>
<context>
    <name>headroom::cli::OptionReader</name>
    <message>
        <source>Usage: %1</source>
        <translation>Kullanım: %1</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 gereklidir</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number</source>
        <translation>--%1: &apos;%2&apos; bir tam sayı değil</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range (allowed: %3 to %4)</source>
        <translation>--%1: %2 aralık dışında (izin verilen: %3 ile %4 arası)</translation>
    </message>
    <message>
        <source>--%1: unknown value &apos;%2&apos;; expected one of %3</source>
        <translation>--%1: bilinmeyen değer &apos;%2&apos;; beklenenlerden biri: %3</translation>
    </message>
</context>
<context>
    <name>headroom::cli::QuoteCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Bu yardımı göster.</translation>
    </message>
    <message>
        <source>Rental term: %1.</source>
        <translation>Kiralama dönemi: %1.</translation>
    </message>
    <message>
        <source>TERM</source>
        <translation>DÖNEM</translation>
    </message>
    <message>
        <source>Number of consecutive terms (default 1).</source>
        <translation>Art arda dönem sayısı (varsayılan 1).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Storage kept for the whole period, in GB (10^9 bytes; default 0).</source>
        <translation>Tüm süre boyunca tutulan depolama, GB cinsinden (10^9 bayt; varsayılan 0).</translation>
    </message>
    <message>
        <source>Data leaving the provider, in GB (10^9 bytes; default 0).</source>
        <translation>Sağlayıcıdan çıkan veri, GB cinsinden (10^9 bayt; varsayılan 0).</translation>
    </message>
    <message>
        <source>Write the quote as PDF to FILE (required).</source>
        <translation>Teklifi PDF olarak DOSYA&apos;ya yaz (gerekli).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DOSYA</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the summary.</source>
        <translation>Özet yerine tek bir JSON nesnesi yazdır.</translation>
    </message>
    <message>
        <source>Prices a GPU rental with the built-in example price list (%1, %2) and writes the quote as PDF.
Priced GPUs: %3</source>
        <translation>Yerleşik örnek fiyat listesiyle (%1, %2) bir GPU kiralamasını fiyatlandırır ve teklifi PDF olarak yazar.
Fiyatı olan GPU&apos;lar: %3</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>beklenmeyen argüman &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the price list has no price for GPU &apos;%1&apos;; priced GPUs: %2</source>
        <translation>fiyat listesinde &apos;%1&apos; GPU&apos;su için fiyat yok; fiyatı olan GPU&apos;lar: %2</translation>
    </message>
    <message>
        <source>--%1 is required with the fit options</source>
        <translation>sığma seçenekleriyle birlikte --%1 gereklidir</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>geçersiz senaryo</translation>
    </message>
    <message>
        <source>cannot write the PDF to &apos;%1&apos;</source>
        <translation>PDF şuraya yazılamıyor: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Quote %1, %2</source>
        <translation>Teklif %1, %2</translation>
    </message>
    <message>
        <source>Price list: %1</source>
        <translation>Fiyat listesi: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>PDF written to %1</source>
        <translation>PDF şuraya yazıldı: %1</translation>
    </message>
    <message>
        <source>These are example prices, not a real offer.</source>
        <translation>Bunlar örnek fiyatlardır, gerçek bir teklif değildir.</translation>
    </message>
</context>
<context>
    <name>headroom::cli::ScenarioOptions</name>
    <message>
        <source>GPU id from the catalogue, e.g. rtx-4090.</source>
        <translation>Katalogdaki GPU kimliği, ör. rtx-4090.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>KİMLİK</translation>
    </message>
    <message>
        <source>Number of GPUs (default 1).</source>
        <translation>GPU sayısı (varsayılan 1).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Model id from the catalogue, e.g. llama-3.1-8b.</source>
        <translation>Katalogdaki model kimliği, ör. llama-3.1-8b.</translation>
    </message>
    <message>
        <source>Tensor-parallel degree; must divide --gpus (default: --gpus).</source>
        <translation>Tensör paralellik derecesi; --gpus değerini tam bölmelidir (varsayılan: --gpus).</translation>
    </message>
    <message>
        <source>Weight precision: %1 (default bf16).</source>
        <translation>Ağırlık hassasiyeti: %1 (varsayılan bf16).</translation>
    </message>
    <message>
        <source>PRECISION</source>
        <translation>HASSASİYET</translation>
    </message>
    <message>
        <source>KV cache element type: %1 (default f16).</source>
        <translation>KV önbelleği öğe türü: %1 (varsayılan f16).</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TÜR</translation>
    </message>
    <message>
        <source>Context length per sequence in tokens (default 4096).</source>
        <translation>Dizi başına token cinsinden bağlam uzunluğu (varsayılan 4096).</translation>
    </message>
    <message>
        <source>TOKENS</source>
        <translation>TOKEN</translation>
    </message>
    <message>
        <source>Concurrent sequences in the KV cache (default 1).</source>
        <translation>KV önbelleğindeki eşzamanlı diziler (varsayılan 1).</translation>
    </message>
    <message>
        <source>SEQUENCES</source>
        <translation>DİZİLER</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; known GPUs: %2</source>
        <translation>bilinmeyen GPU &apos;%1&apos;; bilinen GPU&apos;lar: %2</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;; known models: %2</source>
        <translation>bilinmeyen model &apos;%1&apos;; bilinen modeller: %2</translation>
    </message>
    <message>
        <source>--tensor-parallel %1 does not divide --gpus %2</source>
        <translation>--tensor-parallel %1, --gpus %2 değerini tam bölmüyor</translation>
    </message>
    <message>
        <source>--context %1 is above the maximum context of %2 (%3 tokens)</source>
        <translation>--context %1, %2 modelinin en büyük bağlamını (%3 token) aşıyor</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuoteMessages</name>
    <message>
        <source>The quote date is not a valid date.</source>
        <translation>Teklif tarihi geçerli bir tarih değil.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no valid ISO 4217 currency code (found &quot;%2&quot;).</source>
        <translation>&quot;%1&quot; fiyat listesinde geçerli bir ISO 4217 para birimi kodu yok (bulunan: &quot;%2&quot;).</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has a negative storage or egress rate.</source>
        <translation>&quot;%1&quot; fiyat listesinde depolama ya da çıkış trafiği için negatif bir ücret var.</translation>
    </message>
    <message>
        <source>Choose a GPU to quote.</source>
        <translation>Teklif için bir GPU seçin.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no price for the GPU &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; fiyat listesinde &quot;%2&quot; GPU&apos;su için fiyat yok.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; gives the GPU &quot;%2&quot; no usable hourly price.</source>
        <translation>&quot;%1&quot; fiyat listesi &quot;%2&quot; GPU&apos;su için kullanılabilir bir saatlik fiyat vermiyor.</translation>
    </message>
    <message>
        <source>The number of GPUs must be at least 1.</source>
        <translation>GPU sayısı en az 1 olmalıdır.</translation>
    </message>
    <message>
        <source>The number of terms must be at least 1.</source>
        <translation>Dönem sayısı en az 1 olmalıdır.</translation>
    </message>
    <message>
        <source>Storage cannot be negative.</source>
        <translation>Depolama negatif olamaz.</translation>
    </message>
    <message>
        <source>Egress cannot be negative.</source>
        <translation>Çıkış trafiği negatif olamaz.</translation>
    </message>
    <message>
        <source>The quote is too large to calculate: reduce the GPU count, the number of terms, storage or egress.</source>
        <translation>Teklif hesaplanamayacak kadar büyük: GPU sayısını, dönem sayısını, depolamayı ya da çıkış trafiğini azaltın.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuotePdf</name>
    <message>
        <source>Quote %1</source>
        <translation>Teklif %1</translation>
    </message>
    <message>
        <source>Example data, not an offer</source>
        <translation>Örnek veriler, teklif değildir</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Sayfa %1 / %2</translation>
    </message>
    <message>
        <source>%1&#xa0;GiB</source>
        <translation>%1&#xa0;GiB</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>saat</translation>
    </message>
    <message>
        <source>day</source>
        <translation>gün</translation>
    </message>
    <message>
        <source>week</source>
        <translation>hafta</translation>
    </message>
    <message>
        <source>month</source>
        <translation>ay</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Teklif</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Referans: %1</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Tarih: %1</translation>
    </message>
    <message>
        <source>Price list: %1</source>
        <translation>Fiyat listesi: %1</translation>
    </message>
    <message>
        <source>retrieved %1</source>
        <translation>alınma tarihi %1</translation>
    </message>
    <message>
        <source>valid until %1</source>
        <translation>son geçerlilik %1</translation>
    </message>
    <message>
        <source>currency: %1</source>
        <translation>para birimi: %1</translation>
    </message>
    <message>
        <source>Example data, not an offer. The prices are examples observed on the dates given in the price list; re-check them before ordering.</source>
        <translation>Örnek veriler, teklif değildir. Fiyatlar, fiyat listesinde belirtilen tarihlerde görülmüş örneklerdir; sipariş vermeden önce yeniden kontrol edin.</translation>
    </message>
    <message>
        <source>GPU rental: %1
GPUs: %2 · term: %3 (%4&#xa0;h) × %5 = %6&#xa0;h</source>
        <translation>GPU kiralama: %1
GPU&apos;lar: %2 · dönem: %3 (%4&#xa0;sa) × %5 = %6&#xa0;sa</translation>
    </message>
    <message>
        <source>Egress: %1&#xa0;GB
leaving the provider</source>
        <translation>Çıkış trafiği: %1&#xa0;GB
sağlayıcıdan çıkan</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU-saat</translation>
    </message>
    <message>
        <source>GB-month</source>
        <translation>GB-ay</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Line items</source>
        <translation>Kalemler</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Açıklama</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Miktar</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Birim</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>Birim fiyat (%1)</translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation>Tutar (%1)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>Each line is rounded once, half up, to the currency&apos;s smallest unit; the total is the sum of the lines. Unit prices are shown with up to 6 decimals.</source>
        <translation>Her satır para biriminin en küçük birimine bir kez, yarım yukarı yuvarlanır; toplam, satırların toplamıdır. Birim fiyatlar en fazla 6 ondalık basamakla gösterilir.</translation>
    </message>
    <message>
        <source>GPU price source: %1</source>
        <translation>GPU fiyatının kaynağı: %1</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>Koşullar</translation>
    </message>
    <message>
        <source>Hours basis: 1 month = 30 days = 720 hours; 1 week = 7 days = 168 hours; 1 day = 24 hours.</source>
        <translation>Saat esası: 1 ay = 30 gün = 720 saat; 1 hafta = 7 gün = 168 saat; 1 gün = 24 saat.</translation>
    </message>
    <message>
        <source>A week is exactly 7 days and a month exactly 30 days.</source>
        <translation>Bir hafta tam 7 gün, bir ay tam 30 gündür.</translation>
    </message>
    <message>
        <source>Stopping an allocation does not pause the paid period.</source>
        <translation>Bir tahsisi durdurmak ödenen dönemi duraklatmaz.</translation>
    </message>
    <message>
        <source>GPU prices and the selected options form the full quote.</source>
        <translation>GPU fiyatları ve seçilen seçenekler teklifin tamamını oluşturur.</translation>
    </message>
    <message>
        <source>Usable per GPU: %1</source>
        <translation>GPU başına kullanılabilir: %1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Ağırlıklar</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV önbelleği</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivasyonlar</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Çalışma zamanı ek yükü</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total per GPU: %1 of %2 usable</source>
        <translation>GPU başına toplam: kullanılabilir %2 içinden %1</translation>
    </message>
    <message>
        <source>Fit on the selected GPUs</source>
        <translation>Seçilen GPU&apos;lara sığma</translation>
    </message>
    <message>
        <source>Fits: %1 headroom per GPU</source>
        <translation>Sığar: GPU başına %1 boş alan</translation>
    </message>
    <message>
        <source>Does not fit: %1 short per GPU</source>
        <translation>Sığmaz: GPU başına %1 eksik</translation>
    </message>
    <message>
        <source>Memory per GPU. GPUs holding one model replica: %1; replicas: %2. Replicas do not pool memory.</source>
        <translation>GPU başına bellek. Bir model kopyasını taşıyan GPU&apos;lar: %1; kopyalar: %2. Kopyalar belleklerini birleştirmez.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Tensör paralellik derecesi</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Ağırlık hassasiyeti</translation>
    </message>
    <message>
        <source>KV-cache dtype</source>
        <translation>KV önbelleği veri türü</translation>
    </message>
    <message>
        <source>Context length (tokens)</source>
        <translation>Bağlam uzunluğu (token)</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Eşzamanlı diziler</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Senaryo</translation>
    </message>
    <message>
        <source>Assumptions of the estimate</source>
        <translation>Tahminin varsayımları</translation>
    </message>
    <message>
        <source>Retention and deletion</source>
        <translation>Saklama ve silme</translation>
    </message>
    <message>
        <source>This offer states at which layer retention and deletion are applied, what evidence is delivered, and which responsibilities stay with the customer team. Complete each statement; both sides sign it off before the rental starts.</source>
        <translation>Bu teklif, saklama ve silmenin hangi katmanda uygulandığını, hangi kanıtın teslim edildiğini ve hangi sorumlulukların müşteri ekibinde kaldığını belirtir. Her maddeyi doldurun; kiralama başlamadan önce iki taraf da onaylar.</translation>
    </message>
    <message>
        <source>1. Retention and deletion are applied at this layer (for example block storage volume, object storage, snapshots and backups, logs):</source>
        <translation>1. Saklama ve silme şu katmanda uygulanır (örneğin blok depolama birimi, nesne depolama, anlık görüntüler ve yedekler, günlükler):</translation>
    </message>
    <message>
        <source>2. Retention period, and the event that triggers deletion (for example end of the paid period):</source>
        <translation>2. Saklama süresi ve silmeyi başlatan olay (örneğin ödenen dönemin sonu):</translation>
    </message>
    <message>
        <source>3. Evidence delivered after deletion (for example deletion log, API record, written confirmation), and by when:</source>
        <translation>3. Silme sonrasında teslim edilen kanıt (örneğin silme günlüğü, API kaydı, yazılı onay) ve en geç ne zaman:</translation>
    </message>
    <message>
        <source>4. Responsibilities that stay with the customer team (for example data copied out of the rental, application logs, access keys, model files):</source>
        <translation>4. Müşteri ekibinde kalan sorumluluklar (örneğin kiralanan ortamdan kopyalanan veriler, uygulama günlükleri, erişim anahtarları, model dosyaları):</translation>
    </message>
    <message>
        <source>Signed off for the customer team</source>
        <translation>Müşteri ekibi adına onaylayan</translation>
    </message>
    <message>
        <source>Signed off for the provider</source>
        <translation>Sağlayıcı adına onaylayan</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Görev</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>İmza</translation>
    </message>
    <message>
        <source>Definitions explain concepts; they do not guarantee that a specific workload, library version or topology is supported.</source>
        <translation>Tanımlar kavramları açıklar; belirli bir iş yükünün, kütüphane sürümünün ya da topolojinin desteklendiğini garanti etmez.</translation>
    </message>
    <message>
        <source>Choose a file name for the quote PDF.</source>
        <translation>Teklif PDF&apos;i için bir dosya adı seçin.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the folder &quot;%2&quot; does not exist.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: &quot;%2&quot; klasörü yok.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: that path is a folder.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: bu yol bir klasör.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the folder &quot;%2&quot; is read-only or you may not write to it.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: &quot;%2&quot; klasörü salt okunur ya da yazma izniniz yok.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: %2.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: %2.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the PDF could not be drawn.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: PDF çizilemedi.</translation>
    </message>
    <message>
        <source>Storage: %1&#xa0;GB
for the paid %2&#xa0;h (1 month = 720&#xa0;h)</source>
        <translation>Depolama: %1&#xa0;GB
ödenen %2&#xa0;sa için (1 ay = 720&#xa0;sa)</translation>
    </message>
</context>
<context>
    <name>headroom::ui</name>
    <message>
        <source>headroom: cannot write the screenshot to %1</source>
        <translation>headroom: ekran görüntüsü şuraya yazılamıyor: %1</translation>
    </message>
    <message>
        <source>UI language: en, nl or tr.</source>
        <translation>Arayüz dili: en, nl ya da tr.</translation>
    </message>
    <message>
        <source>Use the dark theme.</source>
        <translation>Koyu temayı kullan.</translation>
    </message>
    <message>
        <source>Use the light theme.</source>
        <translation>Açık temayı kullan.</translation>
    </message>
    <message>
        <source>Save a screenshot of the main window to FILE and exit.</source>
        <translation>Ana pencerenin ekran görüntüsünü FILE dosyasına kaydet ve çık.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::BreakdownChart</name>
    <message>
        <source>per GPU</source>
        <translation>GPU başına</translation>
    </message>
    <message>
        <source>Memory breakdown chart</source>
        <translation>Bellek dağılımı grafiği</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Ağırlıklar</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV önbelleği</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivasyonlar</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Çalışma zamanı ek yükü</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: GPU başına %2 GiB</translation>
    </message>
    <message>
        <source>Click to read “%1” in the glossary.</source>
        <translation>Sözlükte “%1” maddesini okumak için tıklayın.</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>GPU başına bellek</translation>
    </message>
    <message>
        <source>Click a segment to read what it means in the glossary.</source>
        <translation>Bir bölümün ne anlama geldiğini sözlükte okumak için üzerine tıklayın.</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Usable per GPU: %1 GiB</source>
        <translation>GPU başına kullanılabilir: %1 GiB</translation>
    </message>
</context>
<context>
    <name>headroom::ui::FitExplorer</name>
    <message>
        <source>Cannot estimate: %1</source>
        <translation>Tahmin edilemiyor: %1</translation>
    </message>
    <message>
        <source>Check the field “%1”.</source>
        <translation>“%1” alanını kontrol edin.</translation>
    </message>
    <message>
        <source>Fits: %1 GiB headroom per GPU</source>
        <translation>Sığar: GPU başına %1 GiB boş alan</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short per GPU</source>
        <translation>Sığmaz: GPU başına %1 GiB eksik</translation>
    </message>
    <message>
        <source>not even one sequence fits at this context</source>
        <translation>bu bağlamda tek bir dizi bile sığmıyor</translation>
    </message>
    <message>
        <source>up to 1 concurrent sequence at this context</source>
        <translation>bu bağlamda en fazla 1 eşzamanlı dizi</translation>
    </message>
    <message>
        <source>up to %1 concurrent sequences at this context</source>
        <translation>bu bağlamda en fazla %1 eşzamanlı dizi</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Per GPU: %1 of %2 GiB in use · KV cache: %3 KiB per token · replicas: %4 · GPUs per replica: %5</source>
        <translation>GPU başına: %2 GiB belleğin %1 GiB&apos;ı kullanımda · KV önbelleği: token başına %3 KiB · kopyalar: %4 · kopya başına GPU: %5</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>&amp;Ağırlıklar:</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>&amp;KV önbelleği:</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>GPU &amp;sayısı:</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>&amp;Tensör paralelliği:</translation>
    </message>
    <message>
        <source>Con&amp;text length:</source>
        <translation>&amp;Bağlam uzunluğu:</translation>
    </message>
    <message>
        <source>C&amp;oncurrency:</source>
        <translation>&amp;Eşzamanlılık:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> dizi</translation>
    </message>
    <message>
        <source>Precision in which the model weights are stored</source>
        <translation>Model ağırlıklarının saklandığı hassasiyet</translation>
    </message>
    <message>
        <source>Element type of the KV cache (Q8_0 and Q4_0 are llama.cpp block formats)</source>
        <translation>KV önbelleğinin öğe türü (Q8_0 ve Q4_0, llama.cpp blok biçimleridir)</translation>
    </message>
    <message>
        <source>GPUs that split one model replica; the others hold further replicas</source>
        <translation>Bir model kopyasını paylaşan GPU&apos;lar; diğerleri ek kopyaları taşır</translation>
    </message>
    <message>
        <source>Context length in tokens</source>
        <translation>Token cinsinden bağlam uzunluğu</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Eşzamanlı diziler</translation>
    </message>
    <message>
        <source>Tokens per sequence: prompt plus generated text</source>
        <translation>Dizi başına token: istem artı üretilen metin</translation>
    </message>
    <message>
        <source>Sequences kept in the KV cache at the same time</source>
        <translation>KV önbelleğinde aynı anda tutulan diziler</translation>
    </message>
</context>
<context>
    <name>headroom::ui::GlossaryPane</name>
    <message>
        <source>All terms: %1</source>
        <translation>Tüm terimler: %1</translation>
    </message>
    <message>
        <source>No matches for “%1”</source>
        <translation>“%1” için sonuç yok</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>Sonuçlar: %1</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>Bağlantıyı aç</translation>
    </message>
    <message>
        <source>Open %1 in your web browser?</source>
        <translation>%1 web tarayıcınızda açılsın mı?</translation>
    </message>
    <message>
        <source>Type to search terms in English, Dutch and Turkish, or pick one from the list.</source>
        <translation>İngilizce, Felemenkçe ve Türkçe terimlerde aramak için yazın ya da listeden birini seçin.</translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation>Ayrıca: %1</translation>
    </message>
    <message>
        <source>Not yet translated; shown in English.</source>
        <translation>Henüz çevrilmedi; İngilizce gösteriliyor.</translation>
    </message>
    <message>
        <source>When it matters</source>
        <translation>Ne zaman önemli</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>Ayrıca bakınız</translation>
    </message>
    <message>
        <source>Show in chart</source>
        <translation>Grafikte göster</translation>
    </message>
    <message>
        <source>Search terms or meanings…</source>
        <translation>Terim ya da anlam ara…</translation>
    </message>
    <message>
        <source>Search the glossary</source>
        <translation>Sözlükte ara</translation>
    </message>
    <message>
        <source>Search in English, Dutch and Turkish (Ctrl+K). Esc clears, Down moves to the results, Enter opens.</source>
        <translation>İngilizce, Felemenkçe ve Türkçe arayın (Ctrl+K). Esc temizler, Aşağı ok sonuçlara geçer, Enter açar.</translation>
    </message>
    <message>
        <source>Glossary results</source>
        <translation>Sözlük sonuçları</translation>
    </message>
    <message>
        <source>Glossary article</source>
        <translation>Sözlük maddesi</translation>
    </message>
</context>
<context>
    <name>headroom::ui::GlossaryResultModel</name>
    <message>
        <source>exact</source>
        <translation>tam</translation>
    </message>
    <message>
        <source>prefix</source>
        <translation>baş</translation>
    </message>
    <message>
        <source>synonym</source>
        <translation>eş anlamlı</translation>
    </message>
    <message>
        <source>part of a term</source>
        <translation>terimin parçası</translation>
    </message>
    <message>
        <source>in the definition</source>
        <translation>tanımda</translation>
    </message>
    <message>
        <source>%1 — matched “%2” (%3, %4)</source>
        <translation>%1 — eşleşen: “%2” (%3, %4)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::LanguageSwitcher</name>
    <message>
        <source>Unknown language “%1”.</source>
        <translation>Bilinmeyen dil: “%1”.</translation>
    </message>
    <message>
        <source>The translation file %1 could not be loaded.</source>
        <translation>%1 çeviri dosyası yüklenemedi.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MainWindow</name>
    <message>
        <source>Showing “%1” in the glossary</source>
        <translation>“%1” sözlükte gösteriliyor</translation>
    </message>
    <message>
        <source>“%1” is outlined in the chart</source>
        <translation>“%1” grafikte çerçevelendi</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <source>&amp;Export quote PDF…</source>
        <translation>Teklifi PDF olarak &amp;dışa aktar…</translation>
    </message>
    <message>
        <source>Price a GPU rental and save the quote as a PDF</source>
        <translation>Bir GPU kiralamasını fiyatlandırın ve teklifi PDF olarak kaydedin</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çık</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>&amp;Koyu tema</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>Headroom &amp;hakkında</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Dil: %1</translation>
    </message>
    <message>
        <source>%1 · %2 × %3 · %4 tokens × %5</source>
        <translation>%1 · %2 × %3 · %4 token × %5</translation>
    </message>
    <message>
        <source>Quote saved to %1</source>
        <translation>Teklif kaydedildi: %1</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>Headroom hakkında</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Does a model fit on a GPU configuration? A fit explorer, a trilingual glossary (English, Dutch, Turkish) of GPU, cloud and AI-infrastructure terms, and a quote builder for GPU rental.&lt;/p&gt;&lt;p&gt;Works offline. Every catalogue figure carries its source and date; the built-in prices are example data, not an offer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Bir model bir GPU yapılandırmasına sığar mı? Bir bellek sığma gezgini; GPU, bulut ve yapay zekâ altyapısı terimlerinden oluşan üç dilli (İngilizce, Felemenkçe, Türkçe) bir sözlük ve GPU kiralama için bir teklif hazırlayıcı.&lt;/p&gt;&lt;p&gt;Çevrimdışı çalışır. Katalogdaki her sayı kaynağını ve tarihini taşır; yerleşik fiyatlar örnek verilerdir, teklif değildir.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDialog</name>
    <message>
        <source>%1 × %2 for %3 hours</source>
        <translation>%1 × %2, %3 saat</translation>
    </message>
    <message>
        <source>Storage: %1 GB for %2 hours</source>
        <translation>Depolama: %1 GB, %2 saat</translation>
    </message>
    <message>
        <source>Egress: %1 GB</source>
        <translation>Çıkış trafiği: %1 GB</translation>
    </message>
    <message>
        <source>Cannot price this: %1</source>
        <translation>Fiyatlandırılamıyor: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>Export quote</source>
        <translation>Teklifi dışa aktar</translation>
    </message>
    <message>
        <source>Export quote as PDF</source>
        <translation>Teklifi PDF olarak dışa aktar</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF dosyaları (*.pdf)</translation>
    </message>
    <message>
        <source>The quote could not be saved.
%1</source>
        <translation>Teklif kaydedilemedi.
%1</translation>
    </message>
    <message>
        <source>Export quote PDF</source>
        <translation>Teklifi PDF olarak dışa aktar</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>GPU &amp;sayısı:</translation>
    </message>
    <message>
        <source>&amp;Term:</source>
        <translation>&amp;Dönem:</translation>
    </message>
    <message>
        <source>&amp;Number of terms:</source>
        <translation>Dönem sa&amp;yısı:</translation>
    </message>
    <message>
        <source>&amp;Storage:</source>
        <translation>Dep&amp;olama:</translation>
    </message>
    <message>
        <source>&amp;Egress:</source>
        <translation>Çıkış t&amp;rafiği:</translation>
    </message>
    <message>
        <source>Hour</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Day (24 hours)</source>
        <translation>Gün (24 saat)</translation>
    </message>
    <message>
        <source>Week (7 days)</source>
        <translation>Hafta (7 gün)</translation>
    </message>
    <message>
        <source>Month (30 days)</source>
        <translation>Ay (30 gün)</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Storage kept for the whole rental period, in GB (10⁹ bytes)</source>
        <translation>Tüm kiralama süresi boyunca tutulan depolama, GB cinsinden (10⁹ bayt)</translation>
    </message>
    <message>
        <source>Data leaving the provider, in GB (10⁹ bytes)</source>
        <translation>Sağlayıcıdan çıkan veri, GB cinsinden (10⁹ bayt)</translation>
    </message>
    <message>
        <source>Include the fit breakdown</source>
        <translation>Bellek dağılımını ekle</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>Dışa &amp;aktar…</translation>
    </message>
    <message>
        <source>Price list: %1, retrieved %2. Example data, not an offer.</source>
        <translation>Fiyat listesi: %1, alınma tarihi %2. Örnek veriler, teklif değildir.</translation>
    </message>
    <message>
        <source>Price list: %1, retrieved %2.</source>
        <translation>Fiyat listesi: %1, alınma tarihi %2.</translation>
    </message>
</context>
</TS>
