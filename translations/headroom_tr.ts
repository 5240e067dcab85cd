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
    <name>HfConfig</name>
    <message>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 bir tam sayı olmalıdır (bulunan: %2)</translation>
    </message>
    <message>
        <source>%1 must be at least %2, not %3</source>
        <translation>%1 en az %2 olmalıdır (bulunan: %3)</translation>
    </message>
    <message>
        <source>%1 is too large (%2)</source>
        <translation>%1 çok büyük (%2)</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>%1 eksik</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2</source>
        <translation>%1 true ya da false olmalıdır (bulunan: %2)</translation>
    </message>
    <message>
        <source>%1 must be a string, not %2</source>
        <translation>%1 bir metin dizesi olmalıdır (bulunan: %2)</translation>
    </message>
    <message>
        <source>%1 must be a list, not %2</source>
        <translation>%1 bir liste olmalıdır (bulunan: %2)</translation>
    </message>
    <message>
        <source>%1[%2] is %3; expected a whole number from %4 to %5</source>
        <translation>%1[%2] değeri %3; beklenen: %4 ile %5 arasında bir tam sayı</translation>
    </message>
    <message>
        <source>text_config must be a JSON object, not %1</source>
        <translation>text_config bir JSON nesnesi olmalıdır (bulunan: %1)</translation>
    </message>
    <message>
        <source>The language model is read from text_config; the vision tower and projector are not counted.</source>
        <translation>Dil modeli text_config alanından okunur; görüntü kodlayıcısı (vision tower) ve projektör hesaba katılmaz.</translation>
    </message>
    <message>
        <source>text_config does not set these values, so the transformers %1 defaults apply: %2.</source>
        <translation>text_config bu değerleri belirtmiyor; bu nedenle transformers %1 varsayılanları geçerlidir: %2.</translation>
    </message>
    <message>
        <source>Unknown architecture &quot;%1&quot; (model_type &quot;%2&quot;): treated as Llama-like.</source>
        <translation>Bilinmeyen mimari &quot;%1&quot; (model_type &quot;%2&quot;): Llama benzeri olarak ele alındı.</translation>
    </message>
    <message>
        <source>%1 must be a JSON object, not %2</source>
        <translation>%1 bir JSON nesnesi olmalıdır (bulunan: %2)</translation>
    </message>
    <message>
        <source>%1 (%2) must be 2, 3, 4 or 8</source>
        <translation>%1 (%2) 2, 3, 4 ya da 8 olmalıdır</translation>
    </message>
    <message>
        <source>%1 is not set; using the transformers default 128.</source>
        <translation>%1 belirtilmemiş; transformers varsayılanı 128 kullanılıyor.</translation>
    </message>
    <message>
        <source>%1 (%2) must be -1 (one group per column) or a positive whole number</source>
        <translation>%1 (%2) -1 (sütun başına bir grup) ya da pozitif bir tam sayı olmalıdır</translation>
    </message>
    <message>
        <source>%1 must be a list of two positive whole numbers, not %2</source>
        <translation>%1 iki pozitif tam sayıdan oluşan bir liste olmalıdır (bulunan: %2)</translation>
    </message>
    <message>
        <source>%1 and %2 are both true</source>
        <translation>%1 ve %2 ikisi birden true</translation>
    </message>
    <message>
        <source>neither %1 nor %2 is true</source>
        <translation>%1 ve %2 değerlerinden hiçbiri true değil</translation>
    </message>
    <message>
        <source>%1 is %2; expected &quot;nf4&quot; or &quot;fp4&quot;</source>
        <translation>%1 değeri %2; beklenen: &quot;nf4&quot; ya da &quot;fp4&quot;</translation>
    </message>
    <message>
        <source>Quantization method &quot;%1&quot; is not modelled; its storage cost is unknown.</source>
        <translation>Nicemleme yöntemi &quot;%1&quot; modellenmiyor; ağırlıkların kapladığı bellek bilinmiyor.</translation>
    </message>
    <message>
        <source>%1 (%2) is more than %3</source>
        <translation>%1 (%2), %3 değerinden büyük</translation>
    </message>
    <message>
        <source>max_position_embeddings is not set, so the longest supported context is unknown.</source>
        <translation>max_position_embeddings belirtilmemiş; bu nedenle desteklenen en uzun bağlam bilinmiyor.</translation>
    </message>
    <message>
        <source>num_key_value_heads is not set; using num_attention_heads (%1), as transformers does.</source>
        <translation>num_key_value_heads belirtilmemiş; transformers gibi num_attention_heads (%1) kullanılıyor.</translation>
    </message>
    <message>
        <source>%1 (%2) exceeds %3 (%4)</source>
        <translation>%1 (%2), %3 (%4) değerini aşıyor</translation>
    </message>
    <message>
        <source>%1 (%2) does not divide %3 (%4)</source>
        <translation>%1 (%2), %3 (%4) değerini tam bölmüyor</translation>
    </message>
    <message>
        <source>attention_bias is true; the MLA projection biases are not counted.</source>
        <translation>attention_bias true; MLA projeksiyonlarının bias terimleri hesaba katılmaz.</translation>
    </message>
    <message>
        <source>%1 is missing and %2 (%3) is not a multiple of %4 (%5)</source>
        <translation>%1 eksik ve %2 (%3), %4 (%5) değerinin katı değil</translation>
    </message>
    <message>
        <source>tie_word_embeddings is not set; Gemma&apos;s default (tied input and output embeddings) applies.</source>
        <translation>tie_word_embeddings belirtilmemiş; Gemma&apos;nın varsayılanı (giriş ve çıkış embedding&apos;leri ortak) geçerlidir.</translation>
    </message>
    <message>
        <source>Phi-3 fuses qkv_proj and gate_up_proj; they hold the same parameters as separate projections.</source>
        <translation>Phi-3, qkv_proj ve gate_up_proj katmanlarını birleştirir; bunlar ayrı projeksiyonlarla aynı parametreleri içerir.</translation>
    </message>
    <message>
        <source>%1 has %2 entries but %3 is %4</source>
        <translation>%1 içinde %2 öğe var, ancak %3 değeri %4</translation>
    </message>
    <message>
        <source>%1[%2] is %3; expected &quot;full_attention&quot;, &quot;sliding_attention&quot; or &quot;chunked_attention&quot;</source>
        <translation>%1[%2] değeri %3; beklenen: &quot;full_attention&quot;, &quot;sliding_attention&quot; ya da &quot;chunked_attention&quot;</translation>
    </message>
    <message>
        <source>sliding_window_pattern is not set; using the Gemma 3 default 6 (five sliding layers, then one full).</source>
        <translation>sliding_window_pattern belirtilmemiş; Gemma 3 varsayılanı 6 kullanılıyor (beş kayan pencere katmanı, ardından bir tam katman).</translation>
    </message>
    <message>
        <source>layer_types is not set; using the gpt-oss default (sliding and full layers alternate).</source>
        <translation>layer_types belirtilmemiş; gpt-oss varsayılanı kullanılıyor (kayan pencere katmanları ile tam katmanlar sırayla gelir).</translation>
    </message>
    <message>
        <source>sliding_window is not set; using the Gemma default of 4096 tokens.</source>
        <translation>sliding_window belirtilmemiş; Gemma varsayılanı olan 4096 token kullanılıyor.</translation>
    </message>
    <message>
        <source>missing %1, which %2 sliding-window layers need</source>
        <translation>%1 eksik; oysa %2 kayan pencere katmanı buna ihtiyaç duyar</translation>
    </message>
    <message>
        <source>Every layer attends to a sliding window of %1 tokens (sliding_window); engines differ in whether they honour a window on every layer.</source>
        <translation>Her katman %1 tokenlik kayan bir pencere üzerinde dikkat uygular (sliding_window); motorlar, pencereyi her katmanda uygulayıp uygulamadıkları konusunda farklılık gösterir.</translation>
    </message>
    <message>
        <source>The checkpoint also holds %1 multi-token-prediction layer(s) (num_nextn_predict_layers); they are not counted (main model only).</source>
        <translation>Kontrol noktası ayrıca %1 çoklu token tahmini katmanı içeriyor (num_nextn_predict_layers); bunlar hesaba katılmaz (yalnızca ana model).</translation>
    </message>
    <message>
        <source>not valid JSON at byte offset %1: %2</source>
        <translation>bayt konumu %1: geçerli JSON değil: %2</translation>
    </message>
    <message>
        <source>the top level is not a JSON object</source>
        <translation>en üst düzey bir JSON nesnesi değil</translation>
    </message>
    <message>
        <source>the parameter count of this architecture does not fit in 64 bits</source>
        <translation>bu mimarinin parametre sayısı 64 bite sığmıyor</translation>
    </message>
    <message>
        <source>The checkpoint stores weights as %1; the parameter count does not depend on the storage format.</source>
        <translation>Kontrol noktası ağırlıkları %1 olarak saklar; parametre sayısı saklama biçimine bağlı değildir.</translation>
    </message>
    <message>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>cannot open the file (%1)</source>
        <translation>dosya açılamıyor (%1)</translation>
    </message>
    <message>
        <source>the file is %1 bytes, too large for a config.json</source>
        <translation>dosya %1 bayt; bir config.json için çok büyük</translation>
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
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>beklenmeyen argüman &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 gereklidir</translation>
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
        <source>Estimates the memory one GPU of each model replica needs, under the rules of the chosen engine.
Models: %1
GPUs: %2</source>
        <translation>Seçilen motorun kurallarına göre her model kopyasındaki bir GPU&apos;nun ihtiyaç duyduğu belleği tahmin eder.
Modeller: %1
GPU&apos;lar: %2</translation>
    </message>
    <message>
        <source>%1 (Transformers-style)</source>
        <translation>%1 (Transformers tarzı)</translation>
    </message>
    <message>
        <source>%1 (gpu_memory_utilization %2)</source>
        <translation>%1 (gpu_memory_utilization %2)</translation>
    </message>
    <message>
        <source>%1 (ubatch %2, flash attention %3)</source>
        <translation>%1 (ubatch %2, flash attention %3)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>açık</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>K %1, V %2</source>
        <translation>K %1, V %2</translation>
    </message>
    <message>
        <source>Config</source>
        <translation>Yapılandırma</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>full attention</source>
        <translation>tam dikkat</translation>
    </message>
    <message>
        <source>sliding window</source>
        <translation>kayan pencere</translation>
    </message>
    <message>
        <source>chunked local</source>
        <translation>blok içi yerel</translation>
    </message>
    <message>
        <source>MLA latent</source>
        <translation>MLA gizil</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>Motor rezervi</translation>
    </message>
    <message>
        <source>Binding constraint: %1.</source>
        <translation>Bağlayıcı kısıt: %1.</translation>
    </message>
    <message>
        <source>Not even one sequence of %1 tokens fits.</source>
        <translation>%1 tokenlik tek bir dizi bile sığmıyor.</translation>
    </message>
    <message>
        <source>Fits 1 sequence at %1 tokens.</source>
        <translation>%1 tokenlik 1 dizi sığar.</translation>
    </message>
    <message>
        <source>Fits up to %1 concurrent sequences at %2 tokens.</source>
        <translation>%2 tokenlik en fazla %1 eşzamanlı dizi sığar.</translation>
    </message>
    <message>
        <source>Largest context at concurrency %1: none fits (%2).</source>
        <translation>Eşzamanlılık %1 iken en büyük bağlam: hiçbiri sığmıyor (%2).</translation>
    </message>
    <message>
        <source>Largest context at concurrency %1: %2 tokens (limited by %3).</source>
        <translation>Eşzamanlılık %1 iken en büyük bağlam: %2 token (sınırlayan: %3).</translation>
    </message>
    <message>
        <source>Fewest GPUs: no tensor-parallel degree up to %1 × %2 fits.</source>
        <translation>En az GPU: %1 × %2 sınırına kadar hiçbir tensör paralellik derecesi sığmıyor.</translation>
    </message>
    <message>
        <source>Fewest GPUs: %1 × %2 (tensor parallel %1).</source>
        <translation>En az GPU: %1 × %2 (tensör paralelliği %1).</translation>
    </message>
    <message>
        <source>KV cache capacity: %1 tokens per replica.</source>
        <translation>KV önbelleği kapasitesi: kopya başına %1 token.</translation>
    </message>
    <message>
        <source>Model config notes:</source>
        <translation>Model yapılandırması notları:</translation>
    </message>
</context>
<context>
    <name>headroom::cli::FitReport</name>
    <message>
        <source>invalid scenario</source>
        <translation>geçersiz senaryo</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>hiçbir şey</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU belleği</translation>
    </message>
    <message>
        <source>vLLM&apos;s KV cache pool</source>
        <translation>vLLM&apos;in KV önbelleği havuzu</translation>
    </message>
    <message>
        <source>vLLM&apos;s memory budget (GPU memory × gpu_memory_utilization)</source>
        <translation>vLLM&apos;in bellek bütçesi (GPU belleği × gpu_memory_utilization)</translation>
    </message>
    <message>
        <source>vLLM&apos;s reserve (GPU memory × (1 − gpu_memory_utilization))</source>
        <translation>vLLM&apos;in rezervi (GPU belleği × (1 − gpu_memory_utilization))</translation>
    </message>
    <message>
        <source>vLLM&apos;s max_num_seqs</source>
        <translation>vLLM&apos;in max_num_seqs değeri</translation>
    </message>
    <message>
        <source>the model&apos;s maximum context</source>
        <translation>modelin en büyük bağlamı</translation>
    </message>
    <message>
        <source>no tensor-parallel degree that fits</source>
        <translation>sığan bir tensör paralellik derecesi yok</translation>
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
    <message>
        <source>--%1: &apos;%2&apos; is not a decimal number such as 0.9</source>
        <translation>--%1: &apos;%2&apos;, 0.9 gibi bir ondalık sayı değil</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; has more than %3 decimals</source>
        <translation>--%1: &apos;%2&apos; değerinde %3 basamaktan fazla ondalık var</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range (allowed: %3)</source>
        <translation>--%1: %2 aralık dışında (izin verilen: %3)</translation>
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
    <message>
        <source>Fit: %1 fits, with %2 GiB headroom per GPU.</source>
        <translation>Sığma: %1 sığar; GPU başına %2 GiB boş alan kalır.</translation>
    </message>
    <message>
        <source>Fit: %1 does not fit, short by %2 GiB per GPU.</source>
        <translation>Sığma: %1 sığmaz; GPU başına %2 GiB eksik.</translation>
    </message>
    <message>
        <source>Language of the PDF: nl, en or tr (default en).</source>
        <translation>PDF dili: nl, en veya tr (varsayılan en).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>DİL</translation>
    </message>
    <message>
        <source>the %1 translation is not available in this build</source>
        <translation>%1 çevirisi bu derlemede mevcut değil</translation>
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
        <source>Tensor-parallel degree; must divide --gpus (default: --gpus).</source>
        <translation>Tensör paralellik derecesi; --gpus değerini tam bölmelidir (varsayılan: --gpus).</translation>
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
        <source>--tensor-parallel %1 does not divide --gpus %2</source>
        <translation>--tensor-parallel %1, --gpus %2 değerini tam bölmüyor</translation>
    </message>
    <message>
        <source>--context %1 is above the maximum context of %2 (%3 tokens)</source>
        <translation>--context %1, %2 modelinin en büyük bağlamını (%3 token) aşıyor</translation>
    </message>
    <message>
        <source>Model id from the catalogue, e.g. llama-3.1-8b, or a Hugging Face config.json (a path ending in .json, or a folder holding config.json).</source>
        <translation>Katalogdaki model kimliği, ör. llama-3.1-8b, ya da bir Hugging Face config.json dosyası (.json ile biten bir yol ya da config.json içeren bir klasör).</translation>
    </message>
    <message>
        <source>ID|CONFIG</source>
        <translation>KİMLİK|YAPILANDIRMA</translation>
    </message>
    <message>
        <source>Weight format: %1, a GGML type (q8_0, q4_k, iq4_xs, ...), a llama.cpp file type (q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, fp8-block128 or mxfp4 (default: the config&apos;s quantization_config, else bf16).</source>
        <translation>Ağırlık biçimi: %1, bir GGML türü (q8_0, q4_k, iq4_xs, ...), bir llama.cpp dosya türü (q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, fp8-block128 ya da mxfp4 (varsayılan: yapılandırmadaki quantization_config, yoksa bf16).</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>BİÇİM</translation>
    </message>
    <message>
        <source>KV cache element type of K and V: %1 (default f16).</source>
        <translation>K ve V için KV önbelleği öğe türü: %1 (varsayılan f16).</translation>
    </message>
    <message>
        <source>K cache type; overrides --kv-cache-dtype for K.</source>
        <translation>K önbelleği türü; K için --kv-cache-dtype değerini geçersiz kılar.</translation>
    </message>
    <message>
        <source>V cache type; overrides --kv-cache-dtype for V.</source>
        <translation>V önbelleği türü; V için --kv-cache-dtype değerini geçersiz kılar.</translation>
    </message>
    <message>
        <source>Engine whose memory rules apply: %1 (default generic, Transformers-style).</source>
        <translation>Bellek kuralları uygulanacak motor: %1 (varsayılan generic, Transformers tarzı).</translation>
    </message>
    <message>
        <source>ENGINE</source>
        <translation>MOTOR</translation>
    </message>
    <message>
        <source>vllm: fraction of each GPU&apos;s memory vLLM may use, above 0 and at most 1, up to 3 decimals (default 0.9).</source>
        <translation>vllm: vLLM&apos;in her GPU&apos;nun belleğinden kullanabileceği oran; 0&apos;dan büyük ve en fazla 1, en fazla 3 ondalık basamak (varsayılan 0.9).</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>vllm: tokens per scheduler step (default: vLLM&apos;s default for the GPU).</source>
        <translation>vllm: zamanlayıcı adımı başına token (varsayılan: vLLM&apos;in bu GPU için varsayılanı).</translation>
    </message>
    <message>
        <source>vllm: most concurrent sequences (default: vLLM&apos;s default for the GPU).</source>
        <translation>vllm: en fazla eşzamanlı dizi sayısı (varsayılan: vLLM&apos;in bu GPU için varsayılanı).</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp: -ub tokens per compute step (default 512); ollama: num_batch (default 512).</source>
        <translation>llama.cpp, ik_llama.cpp: -ub, hesaplama adımı başına token (varsayılan 512); ollama: num_batch (varsayılan 512).</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp, ollama: flash attention on|off (default on; ollama off).</source>
        <translation>llama.cpp, ik_llama.cpp, ollama: flash attention on|off (varsayılan on; ollama için off).</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>Memory of one GPU in GiB (2^30 bytes) as the CUDA runtime reports it, e.g. 79.18; overrides the catalogue.</source>
        <translation>Bir GPU&apos;nun CUDA çalışma zamanının bildirdiği belleği, GiB cinsinden (2^30 bayt), ör. 79.18; katalogdaki değeri geçersiz kılar.</translation>
    </message>
    <message>
        <source>cannot import the model config &apos;%1&apos;</source>
        <translation>&apos;%1&apos; model yapılandırması içe aktarılamıyor</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;; known models: %2 (or give a config.json path)</source>
        <translation>bilinmeyen model &apos;%1&apos;; bilinen modeller: %2 (ya da bir config.json yolu verin)</translation>
    </message>
    <message>
        <source>above 0 and at most %1 GiB</source>
        <translation>0&apos;dan büyük ve en fazla %1 GiB</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>%1: quantization_config &quot;%2&quot; (%3 bits) has no weight format in Headroom; give --%4</source>
        <translation>%1: quantization_config &quot;%2&quot; (%3 bit) için Headroom&apos;da bir ağırlık biçimi yok; --%4 verin</translation>
    </message>
    <message>
        <source>--%1 applies to --engine %2, not %3</source>
        <translation>--%1, --engine %2 için geçerlidir, %3 için değil</translation>
    </message>
    <message>
        <source>above 0 and at most 1</source>
        <translation>0&apos;dan büyük ve en fazla 1</translation>
    </message>
</context>
<context>
    <name>headroom::quote::FitLabels</name>
    <message>
        <source>Weights</source>
        <translation>Ağırlıklar</translation>
    </message>
    <message>
        <source>KV cache, full attention</source>
        <translation>KV önbelleği, tam dikkat</translation>
    </message>
    <message>
        <source>KV cache, sliding window</source>
        <translation>KV önbelleği, kayan pencere</translation>
    </message>
    <message>
        <source>KV cache, chunked attention</source>
        <translation>KV önbelleği, bloklu dikkat</translation>
    </message>
    <message>
        <source>KV cache, latent (MLA)</source>
        <translation>KV önbelleği, gizil (MLA)</translation>
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
        <source>vLLM reserve</source>
        <translation>vLLM rezervi</translation>
    </message>
    <message>
        <source>Ollama reserve</source>
        <translation>Ollama rezervi</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>Motor rezervi</translation>
    </message>
    <message>
        <source>Generic (Transformers)</source>
        <translation>Genel (Transformers)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>weights alone</source>
        <translation>yalnızca ağırlıklar</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU belleği</translation>
    </message>
    <message>
        <source>KV cache budget</source>
        <translation>KV önbelleği bütçesi</translation>
    </message>
    <message>
        <source>memory budget (weights and activations exceed memory × utilization)</source>
        <translation>bellek bütçesi (ağırlıklar ve aktivasyonlar bellek × kullanım oranını aşıyor)</translation>
    </message>
    <message>
        <source>engine reserve (1 − utilization cannot hold the CUDA context)</source>
        <translation>motor rezervi (1 − kullanım oranı CUDA bağlamına yetmiyor)</translation>
    </message>
    <message>
        <source>scheduler limit (max_num_seqs)</source>
        <translation>zamanlayıcı sınırı (max_num_seqs)</translation>
    </message>
    <message>
        <source>context limit of the model</source>
        <translation>modelin bağlam sınırı</translation>
    </message>
    <message>
        <source>no tensor-parallel degree fits</source>
        <translation>hiçbir tensör paralellik derecesi sığmıyor</translation>
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
        <source>KV cache</source>
        <translation>KV önbelleği</translation>
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
    <message>
        <source>binding constraint: %1</source>
        <translation>bağlayıcı kısıt: %1</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>K %1, V %2</source>
        <translation>K %1, V %2</translation>
    </message>
</context>
<context>
    <name>headroom::ui</name>
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
    <message>
        <source>cannot write the screenshot to %1: %2</source>
        <translation>ekran görüntüsü %1 konumuna yazılamıyor: %2</translation>
    </message>
    <message>
        <source>Start the fit explorer with ENGINE: generic, llama.cpp, ik_llama.cpp, vllm or ollama.</source>
        <translation>Sığma gezginini ENGINE ile başlat: generic, llama.cpp, ik_llama.cpp, vllm ya da ollama.</translation>
    </message>
    <message>
        <source>Open a Hugging Face config.json as the fit explorer&apos;s model.</source>
        <translation>Bir Hugging Face config.json dosyasını sığma gezgininin modeli olarak aç.</translation>
    </message>
    <message>
        <source>unknown engine “%1”</source>
        <translation>bilinmeyen motor “%1”</translation>
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
    <message>
        <source>The model&apos;s parameters, as stored.</source>
        <translation>Modelin parametreleri, saklandıkları biçimde.</translation>
    </message>
    <message>
        <source>Layers that attend over the whole context: grows with every token of every sequence.</source>
        <translation>Tüm bağlam üzerinde dikkat uygulayan katmanlar: her dizideki her tokenla büyür.</translation>
    </message>
    <message>
        <source>Sliding-window layers: keep at most the window of each sequence.</source>
        <translation>Kayan pencere katmanları: her diziden en fazla pencere kadarını tutar.</translation>
    </message>
    <message>
        <source>Chunked local attention layers: keep at most one chunk of each sequence.</source>
        <translation>Bloklu yerel dikkat katmanları: her diziden en fazla bir blok tutar.</translation>
    </message>
    <message>
        <source>Multi-head latent attention: one compressed latent per token and layer.</source>
        <translation>Çok başlı gizil dikkat (MLA): token ve katman başına bir sıkıştırılmış gizil vektör.</translation>
    </message>
    <message>
        <source>Temporary buffers of one compute step.</source>
        <translation>Bir hesaplama adımının geçici arabellekleri.</translation>
    </message>
    <message>
        <source>CUDA context, libraries and allocator slack.</source>
        <translation>CUDA bağlamı, kütüphaneler ve bellek ayırıcının boşluk payı.</translation>
    </message>
    <message>
        <source>(1 − gpu_memory_utilization) × GPU memory: kept outside vLLM&apos;s budget; CUDA graphs are captured there unless the version budgets them.</source>
        <translation>(1 − gpu_memory_utilization) × GPU belleği: vLLM&apos;in bütçesinin dışında tutulur; sürüm bunları bütçeye katmıyorsa CUDA grafları burada yakalanır.</translation>
    </message>
    <message>
        <source>Ollama&apos;s per-GPU minimum reserve plus OLLAMA_GPU_OVERHEAD.</source>
        <translation>Ollama&apos;nın GPU başına asgari rezervi artı OLLAMA_GPU_OVERHEAD.</translation>
    </message>
    <message>
        <source>Memory the engine keeps away from the model.</source>
        <translation>Motorun modele bırakmadığı bellek.</translation>
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
    <message>
        <source>Weights set to %1 from torch_dtype.</source>
        <translation>Ağırlıklar torch_dtype alanına göre %1 olarak ayarlandı.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 — limit: %2</source>
        <translation>%1 — sınır: %2</translation>
    </message>
    <message>
        <source>Not even one sequence fits at %1 tokens</source>
        <translation>%1 tokenda tek bir dizi bile sığmıyor</translation>
    </message>
    <message>
        <source>Fits 1 sequence at %1 tokens</source>
        <translation>%1 tokenda 1 dizi sığar</translation>
    </message>
    <message>
        <source>Fits up to %1 concurrent sequences at %2 tokens</source>
        <translation>%2 tokenda en fazla %1 eşzamanlı dizi sığar</translation>
    </message>
    <message>
        <source>No context fits for 1 sequence</source>
        <translation>1 dizi için hiçbir bağlam sığmıyor</translation>
    </message>
    <message>
        <source>No context fits at %1 sequences</source>
        <translation>%1 dizide hiçbir bağlam sığmıyor</translation>
    </message>
    <message>
        <source>Largest context for 1 sequence: %1 tokens</source>
        <translation>1 dizi için en büyük bağlam: %1 token</translation>
    </message>
    <message>
        <source>Largest context at %1 sequences: %2 tokens</source>
        <translation>%1 dizide en büyük bağlam: %2 token</translation>
    </message>
    <message>
        <source>Does not fit on up to %1 GPUs of this kind</source>
        <translation>Bu türden en çok %1 GPU ile sığmıyor</translation>
    </message>
    <message>
        <source>1 GPU of this kind is enough</source>
        <translation>Bu türden 1 GPU yeterli</translation>
    </message>
    <message>
        <source>Needs at least %1 GPUs of this kind (tensor parallel)</source>
        <translation>Bu türden en az %1 GPU gerekir (tensör paralelliği)</translation>
    </message>
    <message>
        <source>binding constraint: %1</source>
        <translation>bağlayıcı kısıt: %1</translation>
    </message>
    <message>
        <source> · %1 holds %2 tokens of KV cache per GPU</source>
        <translation> · %1, GPU başına %2 tokenlik KV önbelleği tutar</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>Mot&amp;or:</translation>
    </message>
    <message>
        <source>&amp;K cache:</source>
        <translation>&amp;K önbelleği:</translation>
    </message>
    <message>
        <source>V c&amp;ache:</source>
        <translation>&amp;V önbelleği:</translation>
    </message>
    <message>
        <source>Engine settings:</source>
        <translation>Motor ayarları:</translation>
    </message>
    <message>
        <source>Inference engine whose memory rules the estimate follows</source>
        <translation>Tahminin bellek kurallarını izlediği çıkarım motoru</translation>
    </message>
    <message>
        <source>A catalogue model, or a config.json opened with File → Open model config…</source>
        <translation>Katalogdan bir model ya da Dosya → Model yapılandırmasını aç… ile açılan bir config.json</translation>
    </message>
    <message>
        <source>Element type of the K cache (llama.cpp --cache-type-k; vLLM --kv-cache-dtype sets both K and V)</source>
        <translation>K önbelleğinin öğe türü (llama.cpp --cache-type-k; vLLM --kv-cache-dtype hem K hem V için geçerlidir)</translation>
    </message>
    <message>
        <source>Element type of the V cache (llama.cpp --cache-type-v)</source>
        <translation>V önbelleğinin öğe türü (llama.cpp --cache-type-v)</translation>
    </message>
    <message>
        <source>%1 uses one type for the K and V caches</source>
        <translation>%1, K ve V önbellekleri için tek bir tür kullanır</translation>
    </message>
    <message>
        <source>Transformers-style static cache: batch × context, no engine reserve.</source>
        <translation>Transformers tarzı statik önbellek: yığın × bağlam, motor rezervi yok.</translation>
    </message>
    <message>
        <source>GPU memory &amp;utilization:</source>
        <translation>GPU bellek kullanım o&amp;ranı:</translation>
    </message>
    <message>
        <source>vLLM --gpu-memory-utilization: the share of GPU memory vLLM budgets for weights, activations and the KV cache</source>
        <translation>vLLM --gpu-memory-utilization: vLLM&apos;in ağırlıklar, aktivasyonlar ve KV önbelleği için ayırdığı GPU belleği payı</translation>
    </message>
    <message>
        <source>Max &amp;batched tokens:</source>
        <translation>Yığın başına en &amp;fazla token:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>varsayılan</translation>
    </message>
    <message>
        <source>vLLM --max-num-batched-tokens; default: 8,192 on GPUs with at least 70 GiB (except A100), else 2,048</source>
        <translation>vLLM --max-num-batched-tokens; varsayılan: en az 70 GiB belleği olan GPU&apos;larda (A100 hariç) 8.192, diğerlerinde 2.048</translation>
    </message>
    <message>
        <source>&amp;Batch (num_batch):</source>
        <translation>Yığın (&amp;num_batch):</translation>
    </message>
    <message>
        <source>Micro-&amp;batch (-ub):</source>
        <translation>Mikro yığın (-&amp;ub):</translation>
    </message>
    <message>
        <source>Ollama num_batch: tokens per compute step</source>
        <translation>Ollama num_batch: hesaplama adımı başına token</translation>
    </message>
    <message>
        <source>llama.cpp --ubatch-size: tokens per compute step (sizes the compute buffer)</source>
        <translation>llama.cpp --ubatch-size: hesaplama adımı başına token (hesaplama arabelleğinin boyutunu belirler)</translation>
    </message>
    <message>
        <source>Flash atte&amp;ntion</source>
        <translation>F&amp;lash attention</translation>
    </message>
    <message>
        <source>OLLAMA_FLASH_ATTENTION; without it Ollama keeps the KV cache in F16</source>
        <translation>OLLAMA_FLASH_ATTENTION; bu olmadan Ollama KV önbelleğini F16 olarak tutar</translation>
    </message>
    <message>
        <source>llama.cpp --flash-attn; without it a quantized V cache is stored as F16</source>
        <translation>llama.cpp --flash-attn; bu olmadan nicemlenmiş bir V önbelleği F16 olarak saklanır</translation>
    </message>
    <message>
        <source>%1 %2-bit, per column</source>
        <translation>%1 %2 bit, sütun başına</translation>
    </message>
    <message>
        <source>%1 %2-bit g%3</source>
        <translation>%1 %2 bit g%3</translation>
    </message>
    <message>
        <source>NF4, double quantization</source>
        <translation>NF4, çift nicemleme</translation>
    </message>
    <message>
        <source>FP8, per-tensor scale</source>
        <translation>FP8, tensör başına ölçek</translation>
    </message>
    <message>
        <source>FP8, %1×%1 block scales</source>
        <translation>FP8, %1×%1 blok ölçekleri</translation>
    </message>
    <message>
        <source>MXFP4 experts</source>
        <translation>MXFP4 uzman katmanları</translation>
    </message>
    <message>
        <source>%1 (from config)</source>
        <translation>%1 (yapılandırmadan)</translation>
    </message>
    <message>
        <source>Weights stored as %1 from quantization_config (%2): quantized weights with their scales; embeddings, norms and the layers the format keeps unquantized at their own precision.</source>
        <translation>Ağırlıklar quantization_config (%2) alanına göre %1 olarak saklanıyor: nicemlenmiş ağırlıklar ölçekleriyle birlikte; embedding&apos;ler, normalizasyon katmanları ve biçimin nicemlemeden bıraktığı katmanlar kendi hassasiyetlerinde.</translation>
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
    <message>
        <source>Imported %1</source>
        <translation>%1 içe aktarıldı</translation>
    </message>
    <message>
        <source>&amp;Open model config…</source>
        <translation>Model yapılandırmasını &amp;aç…</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json as a model for the fit explorer</source>
        <translation>Bir Hugging Face config.json dosyasını sığma gezgini için model olarak içe aktarın</translation>
    </message>
    <message>
        <source>%1 · %2 × %3 · %4 tokens × %5 sequences</source>
        <translation>%1 · %2 × %3 · %4 token × %5 dizi</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Open model config</source>
        <translation>Model yapılandırmasını aç</translation>
    </message>
    <message>
        <source>Model config (*.json);;All files (*)</source>
        <translation>Model yapılandırması (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Cannot import %1.</source>
        <translation>%1 içe aktarılamıyor.</translation>
    </message>
    <message>
        <source>Fields to check: %1</source>
        <translation>Kontrol edilecek alanlar: %1</translation>
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
