<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr" sourcelanguage="en">
<context>
    <name>Catalog</name>
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
        <source>Price</source>
        <translation>Fiyat</translation>
    </message>
    <message>
        <source>%1: duplicate price for &quot;%2&quot; (also price %3).</source>
        <translation>%1: &quot;%2&quot; için yinelenen fiyat (fiyat %3 ile aynı).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a whole number of micro-units (1 = 0.000001 of the currency).</source>
        <translation>%1: &quot;%2&quot; alanı, mikro birim cinsinden bir tam sayı olmalıdır (1 = 0.000001 para birimi).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; is %3; rates are whole numbers of micro-units (2.69 per hour is written 2690000).</source>
        <translation>%1: &quot;%2&quot; alanının değeri %3; ücretler mikro birim cinsinden tam sayılardır (saatte 2.69, 2690000 olarak yazılır).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must not be negative (%3).</source>
        <translation>%1: &quot;%2&quot; alanı negatif olamaz (%3).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; is larger than 2^53 = 9007199254740992, the largest whole number JSON keeps exactly.</source>
        <translation>%1: &quot;%2&quot; alanı, JSON&apos;un tam olarak saklayabildiği en büyük tam sayı olan 2^53 = 9007199254740992 değerinden büyük.</translation>
    </message>
    <message>
        <source>%1, fixed_terms</source>
        <translation>%1, fixed_terms</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>Support tier</source>
        <translation>Destek düzeyi</translation>
    </message>
    <message>
        <source>%1: duplicate id &quot;%2&quot; (also support tier %3).</source>
        <translation>%1: yinelenen kimlik &quot;%2&quot; (destek düzeyi %3 ile aynı).</translation>
    </message>
    <message>
        <source>%1: valid_until %2 is before source.retrieved %3.</source>
        <translation>%1: valid_until %2, source.retrieved %3 tarihinden önce.</translation>
    </message>
    <message>
        <source>%1 lists no GPU prices.</source>
        <translation>%1 hiç GPU fiyatı içermiyor.</translation>
    </message>
    <message>
        <source>%1: no GPU with id &quot;%2&quot; in %3 (field &quot;gpu&quot;).</source>
        <translation>%1: %3 içinde &quot;%2&quot; kimlikli GPU yok (&quot;gpu&quot; alanı).</translation>
    </message>
    <message>
        <source>The price list id &quot;%1&quot; is used by another price list file as well.</source>
        <translation>&quot;%1&quot; fiyat listesi kimliği başka bir fiyat listesi dosyasında da kullanılıyor.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must list whole numbers of at least %3.</source>
        <translation>%1: &quot;%2&quot; alanı en az %3 olan tam sayıları listelemelidir.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must list true or false.</source>
        <translation>%1: &quot;%2&quot; alanı true ya da false değerlerini listelemelidir.</translation>
    </message>
    <message>
        <source>%1: cross_attention and transformer_layers_per_block need one entry per block_out_channels entry.</source>
        <translation>%1: cross_attention ve transformer_layers_per_block, block_out_channels içindeki her öğe için bir öğe içermelidir.</translation>
    </message>
    <message>
        <source>%1: the field &quot;text_tokens&quot; is too large (%2).</source>
        <translation>%1: &quot;text_tokens&quot; alanı çok büyük (%2).</translation>
    </message>
    <message>
        <source>%1, denoiser</source>
        <translation>%1, gürültü giderici</translation>
    </message>
    <message>
        <source>%1: unknown kind &quot;%2&quot; (expected &quot;unet&quot; or &quot;dit&quot;).</source>
        <translation>%1: bilinmeyen tür &quot;%2&quot; (beklenen: &quot;unet&quot; ya da &quot;dit&quot;).</translation>
    </message>
    <message>
        <source>%1, vae</source>
        <translation>%1, vae</translation>
    </message>
    <message>
        <source>%1: block_out_channels has more than 16 levels.</source>
        <translation>%1: block_out_channels 16&apos;dan fazla düzey içeriyor.</translation>
    </message>
    <message>
        <source>%1, text encoder</source>
        <translation>%1, metin kodlayıcı</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>Difüzyon hattı</translation>
    </message>
    <message>
        <source>%1: duplicate id &quot;%2&quot; (also pipeline %3).</source>
        <translation>%1: yinelenen kimlik &quot;%2&quot; (difüzyon hattı %3 ile aynı).</translation>
    </message>
    <message>
        <source>%1, interconnect</source>
        <translation>%1, interconnect</translation>
    </message>
    <message>
        <source>%1: unknown kind &quot;%2&quot; (expected &quot;pcie&quot;, &quot;nvlink&quot; or &quot;infinity-fabric&quot;).</source>
        <translation>%1: bilinmeyen kind değeri &quot;%2&quot; (beklenen: &quot;pcie&quot;, &quot;nvlink&quot; ya da &quot;infinity-fabric&quot;).</translation>
    </message>
    <message>
        <source>%1: kind &quot;%2&quot; does not go with platform &quot;%3&quot;.</source>
        <translation>%1: kind &quot;%2&quot;, &quot;%3&quot; platformuyla uyumlu değil.</translation>
    </message>
    <message>
        <source>%1: the field &quot;pcie_generation&quot; must be at most %2, not %3.</source>
        <translation>%1: &quot;pcie_generation&quot; alanı en fazla %2 olabilir, %3 değil.</translation>
    </message>
    <message>
        <source>%1: unknown memory_type &quot;%2&quot; (expected HBM… or GDDR…).</source>
        <translation>%1: bilinmeyen memory_type &quot;%2&quot; (beklenen: HBM… ya da GDDR…).</translation>
    </message>
    <message>
        <source>GPU %1: the id &quot;%2&quot; is already in the catalogue; give the GPU another id.</source>
        <translation>GPU %1: &quot;%2&quot; kimliği katalogda zaten var; GPU&apos;ya başka bir kimlik verin.</translation>
    </message>
    <message>
        <source>The file has version %1; this build reads versions %2 to %3.</source>
        <translation>Dosyanın sürümü %1; bu derleme %2 ile %3 arasındaki sürümleri okur.</translation>
    </message>
    <message>
        <source>%1: give exactly one of the fields &quot;config&quot; and &quot;hf_config&quot;.</source>
        <translation>%1: &quot;config&quot; ve &quot;hf_config&quot; alanlarından tam olarak birini verin.</translation>
    </message>
    <message>
        <source>%1, hf_config</source>
        <translation>%1, hf_config</translation>
    </message>
    <message>
        <source>%1: quantization_config &quot;%2&quot; has no weight format in Headroom.</source>
        <translation>%1: quantization_config &quot;%2&quot; için Headroom&apos;da bir ağırlık biçimi yok.</translation>
    </message>
</context>
<context>
    <name>Gguf</name>
    <message>
        <source>%1: byte %2: %3.</source>
        <translation>%1: bayt %2: %3.</translation>
    </message>
    <message>
        <source>the header is larger than %1 bytes (at %2); Headroom reads at most that much</source>
        <translation>başlık %1 bayttan büyük (%2 konumunda); Headroom en fazla bu kadarını okur</translation>
    </message>
    <message>
        <source>%1 (%2 bytes) runs past the end of the file (%3 bytes)</source>
        <translation>%1 (%2 bayt) dosyanın sonunu aşıyor (%3 bayt)</translation>
    </message>
    <message>
        <source>the file cannot be read here (%1)</source>
        <translation>dosya burada okunamıyor (%1)</translation>
    </message>
    <message>
        <source>%1 has length %2, which runs past the end of the file (%3 bytes)</source>
        <translation>%1 uzunluğu %2; bu, dosyanın sonunu aşıyor (%3 bayt)</translation>
    </message>
    <message>
        <source>%1 has length %2; at most %3 bytes are allowed</source>
        <translation>%1 uzunluğu %2; en fazla %3 bayta izin verilir</translation>
    </message>
    <message>
        <source>metadata key %1</source>
        <translation>meta veri anahtarı %1</translation>
    </message>
    <message>
        <source>the element type of the array of metadata key %1</source>
        <translation>%1 meta veri anahtarının dizisinin öğe türü</translation>
    </message>
    <message>
        <source>%1 is an array of arrays, which GGUF readers do not accept</source>
        <translation>%1 bir diziler dizisi; GGUF okuyucuları bunu kabul etmez</translation>
    </message>
    <message>
        <source>%1 has unknown array element type %2</source>
        <translation>%1 bilinmeyen dizi öğe türüne sahip: %2</translation>
    </message>
    <message>
        <source>the length of the array of metadata key %1</source>
        <translation>%1 meta veri anahtarının dizisinin uzunluğu</translation>
    </message>
    <message>
        <source>the array of %1 has %2 elements, which run past the end of the file (%3 bytes)</source>
        <translation>%1 dizisinin %2 öğesi var; bunlar dosyanın sonunu aşıyor (%3 bayt)</translation>
    </message>
    <message>
        <source>the array of metadata key %1</source>
        <translation>%1 meta veri anahtarının dizisi</translation>
    </message>
    <message>
        <source>the value type of metadata key %1</source>
        <translation>%1 meta veri anahtarının değer türü</translation>
    </message>
    <message>
        <source>%1 has unknown value type %2</source>
        <translation>%1 bilinmeyen değer türüne sahip: %2</translation>
    </message>
    <message>
        <source>the value of metadata key %1</source>
        <translation>%1 meta veri anahtarının değeri</translation>
    </message>
    <message>
        <source>metadata key %1 is empty</source>
        <translation>%1 meta veri anahtarı boş</translation>
    </message>
    <message>
        <source>metadata key %1 appears twice</source>
        <translation>%1 meta veri anahtarı iki kez geçiyor</translation>
    </message>
    <message>
        <source>general.alignment must be a uint32</source>
        <translation>general.alignment bir uint32 olmalıdır</translation>
    </message>
    <message>
        <source>general.alignment (%1) is not a power of two</source>
        <translation>general.alignment (%1) ikinin kuvveti değil</translation>
    </message>
    <message>
        <source>the name of tensor %1</source>
        <translation>%1 tensörünün adı</translation>
    </message>
    <message>
        <source>tensor %1 appears twice</source>
        <translation>%1 tensörü iki kez geçiyor</translation>
    </message>
    <message>
        <source>the dimension count of tensor %1</source>
        <translation>%1 tensörünün boyut sayısı</translation>
    </message>
    <message>
        <source>tensor %1 has %2 dimensions; at most %3 are allowed</source>
        <translation>%1 tensörünün %2 boyutu var; en fazla %3 boyuta izin verilir</translation>
    </message>
    <message>
        <source>the dimensions of tensor %1</source>
        <translation>%1 tensörünün boyutları</translation>
    </message>
    <message>
        <source>dimension %1 of tensor %2 is negative</source>
        <translation>%2 tensörünün %1. boyutu negatif</translation>
    </message>
    <message>
        <source>tensor %1 has more than 2^63 elements</source>
        <translation>%1 tensörünün 2^63&apos;ten fazla öğesi var</translation>
    </message>
    <message>
        <source>the type of tensor %1</source>
        <translation>%1 tensörünün türü</translation>
    </message>
    <message>
        <source>tensor %1 has ggml type %2, which Headroom does not know</source>
        <translation>%1 tensörünün ggml türü %2; Headroom bu türü bilmiyor</translation>
    </message>
    <message>
        <source>tensor %1 (%2) has %3 values per row, not a multiple of its block of %4</source>
        <translation>%1 tensörünün (%2) satır başına %3 değeri var; bu, %4 değerlik bloğunun katı değil</translation>
    </message>
    <message>
        <source>tensor %1 takes more than 2^63 bytes</source>
        <translation>%1 tensörü 2^63 bayttan fazla yer kaplıyor</translation>
    </message>
    <message>
        <source>the offset of tensor %1</source>
        <translation>%1 tensörünün ofseti</translation>
    </message>
    <message>
        <source>the offset of tensor %1 is beyond 2^63 bytes</source>
        <translation>%1 tensörünün ofseti 2^63 baytın ötesinde</translation>
    </message>
    <message>
        <source>the offset of tensor %1 (%2) is not a multiple of the alignment %3</source>
        <translation>%1 tensörünün ofseti (%2), %3 hizalamasının katı değil</translation>
    </message>
    <message>
        <source>the tensor data would start beyond 2^63 bytes</source>
        <translation>tensör verisi 2^63 baytın ötesinde başlardı</translation>
    </message>
    <message>
        <source>tensor %1 (data bytes %2 to %3) overlaps tensor %4, which ends at %5</source>
        <translation>%1 tensörü (veri baytları %2 ile %3 arası), %5 konumunda biten %4 tensörüyle çakışıyor</translation>
    </message>
    <message>
        <source>tensor %1 ends beyond 2^63 bytes</source>
        <translation>%1 tensörü 2^63 baytın ötesinde bitiyor</translation>
    </message>
    <message>
        <source>the file is not seekable</source>
        <translation>dosyada konum değiştirilemiyor (seek yapılamıyor)</translation>
    </message>
    <message>
        <source>the magic &quot;GGUF&quot;</source>
        <translation>&quot;GGUF&quot; sihirli değeri</translation>
    </message>
    <message>
        <source>this is not a GGUF file (it does not start with &quot;GGUF&quot;)</source>
        <translation>bu bir GGUF dosyası değil (&quot;GGUF&quot; ile başlamıyor)</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>sürüm</translation>
    </message>
    <message>
        <source>the file is big-endian (its version reads as 0x%1); Headroom reads little-endian GGUF files only</source>
        <translation>dosya big-endian (sürümü 0x%1 olarak okunuyor); Headroom yalnızca little-endian GGUF dosyalarını okur</translation>
    </message>
    <message>
        <source>GGUF version 1 is no longer supported (llama.cpp refuses it too); convert the model again</source>
        <translation>GGUF sürüm 1 artık desteklenmiyor (llama.cpp de reddediyor); modeli yeniden dönüştürün</translation>
    </message>
    <message>
        <source>unknown GGUF version %1; Headroom reads versions 2 and 3</source>
        <translation>bilinmeyen GGUF sürümü %1; Headroom 2. ve 3. sürümleri okur</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>tensör sayısı</translation>
    </message>
    <message>
        <source>the metadata entry count</source>
        <translation>meta veri girdisi sayısı</translation>
    </message>
    <message>
        <source>the header announces %1 tensors; the %2 bytes left in the file hold at most %3</source>
        <translation>başlık %1 tensör bildiriyor; dosyada kalan %2 bayt en fazla %3 tensör alır</translation>
    </message>
    <message>
        <source>the header announces %1 metadata entries; the %2 bytes left in the file hold at most %3</source>
        <translation>başlık %1 meta veri girdisi bildiriyor; dosyada kalan %2 bayt en fazla %3 girdi alır</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>dosya yok</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>normal bir dosya değil</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>dosya açılamıyor (%1)</translation>
    </message>
    <message>
        <source>the name says part %1 of %2, which is not a part of a split model</source>
        <translation>ad %2 parçanın %1. parçası diyor; bu, bölünmüş bir modelin parçası değil</translation>
    </message>
    <message>
        <source>part %1 of %2 of this split model is missing (every part must be in the same folder)</source>
        <translation>bu bölünmüş modelin %2 parçasından %1. parça eksik (tüm parçalar aynı klasörde olmalıdır)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>its split.no / split.count metadata (%1 / %2) do not match its name (part %3 of %4; split.no counts from 0)</source>
        <translation>split.no / split.count meta verisi (%1 / %2) dosyanın adıyla uyuşmuyor (%4 parçanın %3. parçası; split.no 0&apos;dan sayar)</translation>
    </message>
    <message>
        <source>this is one part of a model split into %1 files (split.count), but its name does not end in -00001-of-%2.gguf, so the other parts cannot be found</source>
        <translation>bu, %1 dosyaya bölünmüş bir modelin bir parçası (split.count), ancak adı -00001-of-%2.gguf ile bitmiyor; bu yüzden diğer parçalar bulunamıyor</translation>
    </message>
    <message>
        <source>missing metadata key %1</source>
        <translation>%1 meta veri anahtarı eksik</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 bir tam sayı olmalıdır</translation>
    </message>
    <message>
        <source>%1 is %2; expected a whole number from %3 to %4</source>
        <translation>%1 değeri %2; beklenen: %3 ile %4 arasında bir tam sayı</translation>
    </message>
    <message>
        <source>%1 must be one whole number or a list of %2 (one per layer, %3)</source>
        <translation>%1 tek bir tam sayı ya da %2 değerlik bir liste olmalıdır (katman başına bir değer, %3)</translation>
    </message>
    <message>
        <source>%1[%2] is %3; expected a whole number from %4 to %5</source>
        <translation>%1[%2] değeri %3; beklenen: %4 ile %5 arasında bir tam sayı</translation>
    </message>
    <message>
        <source>the tensors of layer %1 take more than 2^63 bytes</source>
        <translation>%1. katmanın tensörleri 2^63 bayttan fazla yer kaplıyor</translation>
    </message>
    <message>
        <source>the tensors take more than 2^63 bytes</source>
        <translation>tensörler 2^63 bayttan fazla yer kaplıyor</translation>
    </message>
    <message>
        <source>the file holds no tensors (a vocabulary-only file?), so it describes no model</source>
        <translation>dosyada hiç tensör yok (yalnızca sözcük dağarcığı içeren bir dosya mı?), bu yüzden bir model tanımlamıyor</translation>
    </message>
    <message>
        <source>%1 tensor(s) name a layer beyond %2 (%3); they are counted with the output layer.</source>
        <translation>%1 tensör, %2 sınırının ötesinde bir katmanı adlandırıyor (%3); bunlar çıkış katmanıyla birlikte sayılır.</translation>
    </message>
    <message>
        <source>no layer has attention heads</source>
        <translation>hiçbir katmanda dikkat başlığı yok</translation>
    </message>
    <message>
        <source>%1 differs between layers; the largest, %2, is used for every layer.</source>
        <translation>%1 katmanlar arasında farklı; en büyüğü olan %2 her katman için kullanılıyor.</translation>
    </message>
    <message>
        <source>layer %1 has %2 KV heads, which do not divide its %3 attention heads</source>
        <translation>%1. katmanın %2 KV başlığı var; bu sayı %3 dikkat başlığını tam bölmüyor</translation>
    </message>
    <message>
        <source>%1 (%2) does not divide %3 (%4)</source>
        <translation>%1 (%2), %3 (%4) değerini tam bölmüyor</translation>
    </message>
    <message>
        <source>%1 is not set, so the longest supported context is unknown.</source>
        <translation>%1 belirtilmemiş; bu yüzden desteklenen en uzun bağlam bilinmiyor.</translation>
    </message>
    <message>
        <source>tokenizer.ggml.tokens has %1 entries; at most %2 are allowed</source>
        <translation>tokenizer.ggml.tokens %1 girdi içeriyor; en fazla %2 girdiye izin verilir</translation>
    </message>
    <message>
        <source>the vocabulary size is unknown (no %1, no tokenizer.ggml.tokens and no token_embd.weight)</source>
        <translation>sözcük dağarcığı boyutu bilinmiyor (%1 yok, tokenizer.ggml.tokens yok ve token_embd.weight yok)</translation>
    </message>
    <message>
        <source>%1 (%2) is larger than the key head size (%3)</source>
        <translation>%1 (%2), anahtar başlığı boyutundan (%3) büyük</translation>
    </message>
    <message>
        <source>%1 is missing and %2 (%3) is not a multiple of %4 (%5)</source>
        <translation>%1 eksik ve %2 (%3), %4 (%5) değerinin katı değil</translation>
    </message>
    <message>
        <source>The file sets a sliding window, but llama.cpp runs Phi-3 with full attention in every layer; so does this estimate.</source>
        <translation>Dosya bir kayan pencere belirtiyor, ancak llama.cpp Phi-3&apos;ü her katmanda tam dikkatle çalıştırır; bu tahmin de öyle yapar.</translation>
    </message>
    <message>
        <source>missing metadata key general.architecture</source>
        <translation>general.architecture meta veri anahtarı eksik</translation>
    </message>
    <message>
        <source>general.architecture must be a short string</source>
        <translation>general.architecture kısa bir dize olmalıdır</translation>
    </message>
    <message>
        <source>Unknown architecture &quot;%1&quot;: read with the Llama keys (treated as Llama-like).</source>
        <translation>Bilinmeyen mimari &quot;%1&quot;: Llama anahtarlarıyla okundu (Llama benzeri sayıldı).</translation>
    </message>
    <message>
        <source>split.tensors.count is %1 but the %2 part(s) hold %3 tensors</source>
        <translation>split.tensors.count %1, ancak %2 parça %3 tensör içeriyor</translation>
    </message>
    <message>
        <source>Read the headers of all %1 parts of this split model.</source>
        <translation>Bu bölünmüş modelin %1 parçasının tümünün başlıkları okundu.</translation>
    </message>
    <message>
        <source>%1 holds %2 bytes but its tensors end at byte %3: the file is incomplete (an interrupted download?). Only its header was read; the estimate uses the tensor sizes it lists.</source>
        <translation>%1 %2 bayt içeriyor, ancak tensörleri %3. baytta bitiyor: dosya eksik (yarıda kalmış bir indirme mi?). Yalnızca başlığı okundu; tahmin, listelediği tensör boyutlarını kullanır.</translation>
    </message>
    <message>
        <source>No GGUF header to import.</source>
        <translation>İçe aktarılacak GGUF başlığı yok.</translation>
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
        <source>%1 + %2 (%3) is more than %4</source>
        <translation>%1 + %2 (%3), %4 değerini aşıyor</translation>
    </message>
    <message>
        <source>%1 must be a JSON object holding at least one quantization scheme</source>
        <translation>%1 en az bir nicemleme şeması içeren bir JSON nesnesi olmalıdır</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 1 to 64, not %2</source>
        <translation>%1, 1 ile 64 arasında bir tam sayı olmalıdır, %2 değil</translation>
    </message>
    <message>
        <source>%1 must be a positive whole number, not %2</source>
        <translation>%1 pozitif bir tam sayı olmalıdır, %2 değil</translation>
    </message>
    <message>
        <source>%1 holds schemes with different weights; no single weight format describes the checkpoint.</source>
        <translation>%1 farklı ağırlıklara sahip şemalar içeriyor; hiçbir tek ağırlık biçimi checkpoint&apos;i tanımlamıyor.</translation>
    </message>
    <message>
        <source>%1: %2; the weight format is unknown.</source>
        <translation>%1: %2; ağırlık biçimi bilinmiyor.</translation>
    </message>
</context>
<context>
    <name>headroom::catalog</name>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>%1, byte %2: %3.</source>
        <translation>%1, bayt %2: %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>the data of the tensor %1 ends (%2) before it begins (%3)</source>
        <translation>%1 tensörünün verisi başlamadan (%3) önce bitiyor (%2)</translation>
    </message>
    <message>
        <source>the element count of the tensor %1 overflows 64 bits</source>
        <translation>%1 tensörünün öğe sayısı 64 biti aşıyor</translation>
    </message>
    <message>
        <source>the size of the tensor %1 overflows 64 bits</source>
        <translation>%1 tensörünün boyutu 64 biti aşıyor</translation>
    </message>
    <message>
        <source>the tensor %1 (%2 elements of %3 bits) is not a whole number of bytes</source>
        <translation>%1 tensörü (%3 bitlik %2 öğe) tam sayıda bayt değil</translation>
    </message>
    <message>
        <source>the tensor %1 has %2 elements of %3 (%4 bytes) but its data_offsets span %5 bytes</source>
        <translation>%1 tensörünün %3 türünde %2 öğesi var (%4 bayt), ancak data_offsets %5 bayt kapsıyor</translation>
    </message>
    <message>
        <source>the data of the tensor %1 ends at byte %2 of the data buffer, past its end (%3 bytes): the file is truncated</source>
        <translation>%1 tensörünün verisi veri arabelleğinin %2. baytında, yani sonunun ötesinde bitiyor (%3 bayt): dosya kesik</translation>
    </message>
    <message>
        <source>the data of the tensors %1 and %2 overlap</source>
        <translation>%1 ve %2 tensörlerinin verileri çakışıyor</translation>
    </message>
    <message>
        <source>bytes %1 to %2 of the data buffer, before the tensor %3, belong to no tensor (the format allows no holes)</source>
        <translation>veri arabelleğinin %3 tensöründen önceki %1 ile %2 arasındaki baytları hiçbir tensöre ait değil (biçim boşluğa izin vermez)</translation>
    </message>
    <message>
        <source>the file has %1 bytes after the data of its last tensor (the format allows none)</source>
        <translation>dosyada son tensörünün verisinden sonra %1 bayt var (biçim buna izin vermez)</translation>
    </message>
    <message>
        <source>the file is shorter than the 8-byte header length</source>
        <translation>dosya 8 baytlık başlık uzunluğundan kısa</translation>
    </message>
    <message>
        <source>the header length %1 is larger than the format&apos;s limit of 100,000,000 bytes</source>
        <translation>başlık uzunluğu %1, biçimin 100.000.000 baytlık sınırından büyük</translation>
    </message>
    <message>
        <source>the header length %1 runs past the end of the file (%2 bytes)</source>
        <translation>başlık uzunluğu %1 dosyanın sonunu aşıyor (%2 bayt)</translation>
    </message>
    <message>
        <source>the header is not valid UTF-8</source>
        <translation>başlık geçerli UTF-8 değil</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>dosya yok</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>dosya okunamıyor (%1)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>normal bir dosya değil</translation>
    </message>
    <message>
        <source>the header could not be read in full</source>
        <translation>başlık tam olarak okunamadı</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) of the vision or audio tower and projector (%1 bytes, e.g. %2) were not counted: the estimate covers the language model.</source>
        <translation>
            <numerusform>Görü veya ses kulesinin ve projektörün %n tensörü (%1 bayt, ör. %2) sayılmadı: tahmin dil modelini kapsar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) of layers past num_hidden_layers (%1), %2 bytes, e.g. %3, were not counted: a multi-token-prediction layer (DeepSeek-V3), which the engines load only for speculative decoding.</source>
        <translation>
            <numerusform>num_hidden_layers (%1) ötesindeki katmanların %n tensörü, %2 bayt, ör. %3, sayılmadı: motorların yalnızca spekülatif kod çözme için yüklediği bir çoklu belirteç tahmini katmanı (DeepSeek-V3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) outside the decoder layers with names Headroom does not know (%1 bytes, e.g. %2) were counted with the output layer.</source>
        <translation>
            <numerusform>Kod çözücü katmanlarının dışında, adlarını Headroom&apos;un bilmediği %n tensör (%1 bayt, ör. %2) çıkış katmanıyla birlikte sayıldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the decoder layers have no tensors in the files.</source>
        <translation>
            <numerusform>Kod çözücü katmanlarından %n tanesinin dosyalarda tensörü yok.</numerusform>
        </translation>
    </message>
    <message>
        <source>the index has no “weight_map” object</source>
        <translation>dizinde “weight_map” nesnesi yok</translation>
    </message>
    <message>
        <source>the “weight_map” entry of %1 is not the name of a file in the folder</source>
        <translation>%1 için “weight_map” girdisi klasördeki bir dosyanın adı değil</translation>
    </message>
    <message>
        <source>%1 was not read: it holds the same weights in Mistral&apos;s format.</source>
        <translation>%1 okunmadı: aynı ağırlıkları Mistral biçiminde içeriyor.</translation>
    </message>
    <message>
        <source>it names the shard %1, which is missing from the folder</source>
        <translation>klasörde bulunmayan %1 parçasını adlandırıyor</translation>
    </message>
    <message>
        <source>the shards hold more than 2^63 bytes</source>
        <translation>parçalar 2^63 bayttan fazla veri içeriyor</translation>
    </message>
    <message>
        <source>the tensor %1 is also in %2</source>
        <translation>%1 tensörü %2 içinde de var</translation>
    </message>
    <message>
        <source>it places the tensor %1 in %2, but %3 holds it</source>
        <translation>%1 tensörünü %2 içine yerleştiriyor, ancak tensör %3 içinde</translation>
    </message>
    <message>
        <source>it places the tensor %1 in %2, which does not hold it</source>
        <translation>%1 tensörünü %2 içine yerleştiriyor, ancak o dosya tensörü içermiyor</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) of the shards are not in the index; they were counted.</source>
        <translation>
            <numerusform>Parçaların %n tensörü dizinde yok; sayıldılar.</numerusform>
        </translation>
    </message>
    <message>
        <source>the safetensors files hold no tensors</source>
        <translation>safetensors dosyalarında hiç tensör yok</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>dosya ya da klasör yok</translation>
    </message>
    <message>
        <source>%1 is one of %2 shards named by %3: the whole folder was read.</source>
        <translation>%1, %3 tarafından adlandırılan %2 parçadan biri: klasörün tamamı okundu.</translation>
    </message>
    <message>
        <source>the folder holds no .safetensors file</source>
        <translation>klasörde hiç .safetensors dosyası yok</translation>
    </message>
    <message>
        <source>config.json says the embeddings are not tied, but the files hold no lm_head: the files were followed.</source>
        <translation>config.json embedding&apos;lerin ortak olmadığını söylüyor, ancak dosyalarda lm_head yok: dosyalar esas alındı.</translation>
    </message>
    <message>
        <source>config.json says the embeddings are tied, but the files hold an lm_head: the files were followed.</source>
        <translation>config.json embedding&apos;lerin ortak olduğunu söylüyor, ancak dosyalarda bir lm_head var: dosyalar esas alındı.</translation>
    </message>
</context>
<context>
    <name>headroom::catalog::HeaderParser</name>
    <message>
        <source>the header&apos;s JSON ends early, where %1 was expected</source>
        <translation>başlığın JSON&apos;u erken bitiyor; %1 bekleniyordu</translation>
    </message>
    <message>
        <source>the header is not valid JSON: %1 was expected</source>
        <translation>başlık geçerli JSON değil: %1 bekleniyordu</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>“,” or “%1”</source>
        <translation>“,” ya da “%1”</translation>
    </message>
    <message>
        <source>four hexadecimal digits</source>
        <translation>dört onaltılık basamak</translation>
    </message>
    <message>
        <source>a hexadecimal digit</source>
        <translation>bir onaltılık basamak</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>bir dize</translation>
    </message>
    <message>
        <source>the header is not valid JSON: a control character inside a string</source>
        <translation>başlık geçerli JSON değil: dize içinde bir denetim karakteri</translation>
    </message>
    <message>
        <source>a valid escape sequence</source>
        <translation>geçerli bir kaçış dizisi</translation>
    </message>
    <message>
        <source>the header is not valid JSON: a lone low surrogate in a \u escape</source>
        <translation>başlık geçerli JSON değil: bir \u kaçışında eşi olmayan bir alt vekil (low surrogate)</translation>
    </message>
    <message>
        <source>the header is not valid JSON: a lone high surrogate in a \u escape</source>
        <translation>başlık geçerli JSON değil: bir \u kaçışında eşi olmayan bir üst vekil (high surrogate)</translation>
    </message>
    <message>
        <source>the end of the string</source>
        <translation>dizenin sonu</translation>
    </message>
    <message>
        <source>%1 holds a negative number</source>
        <translation>%1 negatif bir sayı içeriyor</translation>
    </message>
    <message>
        <source>%1 holds something other than a whole number</source>
        <translation>%1 tam sayıdan başka bir şey içeriyor</translation>
    </message>
    <message>
        <source>the header is not valid JSON: a number with a leading zero</source>
        <translation>başlık geçerli JSON değil: başında sıfır olan bir sayı</translation>
    </message>
    <message>
        <source>%1 holds a number larger than 2^63 - 1</source>
        <translation>%1, 2^63 - 1&apos;den büyük bir sayı içeriyor</translation>
    </message>
    <message>
        <source>%1 holds a number that is not a whole number</source>
        <translation>%1 tam sayı olmayan bir sayı içeriyor</translation>
    </message>
    <message>
        <source>a digit</source>
        <translation>bir rakam</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>bir değer</translation>
    </message>
    <message>
        <source>the header nests values more than %1 deep</source>
        <translation>başlık değerleri %1 düzeyden daha derin iç içe yerleştiriyor</translation>
    </message>
    <message>
        <source>“__metadata__” is not an object</source>
        <translation>“__metadata__” bir nesne değil</translation>
    </message>
    <message>
        <source>the “__metadata__” value of %1 is not a string</source>
        <translation>%1 için “__metadata__” değeri bir dize değil</translation>
    </message>
    <message>
        <source>the “__metadata__” key %1 appears twice</source>
        <translation>“__metadata__” anahtarı %1 iki kez geçiyor</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 bir dizi değil</translation>
    </message>
    <message>
        <source>%1 has more than %2 items</source>
        <translation>%1 içinde %2 öğeden fazlası var</translation>
    </message>
    <message>
        <source>the entry %1 is not an object</source>
        <translation>%1 girdisi bir nesne değil</translation>
    </message>
    <message>
        <source>the tensor %1 has the key %2 twice</source>
        <translation>%1 tensöründe %2 anahtarı iki kez var</translation>
    </message>
    <message>
        <source>the dtype of the tensor %1 is not a string</source>
        <translation>%1 tensörünün dtype değeri bir dize değil</translation>
    </message>
    <message>
        <source>the tensor %1 has the unknown dtype %2</source>
        <translation>%1 tensörünün dtype değeri bilinmiyor: %2</translation>
    </message>
    <message>
        <source>the shape of the tensor %1</source>
        <translation>%1 tensörünün shape değeri</translation>
    </message>
    <message>
        <source>data_offsets of the tensor %1</source>
        <translation>%1 tensörünün data_offsets değeri</translation>
    </message>
    <message>
        <source>data_offsets of the tensor %1 is not a pair [begin, end]</source>
        <translation>%1 tensörünün data_offsets değeri bir [başlangıç, bitiş] çifti değil</translation>
    </message>
    <message>
        <source>the tensor %1 has no %2</source>
        <translation>%1 tensöründe %2 yok</translation>
    </message>
    <message>
        <source>the header does not start with “{”</source>
        <translation>başlık “{” ile başlamıyor</translation>
    </message>
    <message>
        <source>the key %1 appears twice</source>
        <translation>%1 anahtarı iki kez geçiyor</translation>
    </message>
    <message>
        <source>the header has bytes after its JSON object</source>
        <translation>başlıkta JSON nesnesinden sonra baytlar var</translation>
    </message>
</context>
<context>
    <name>headroom::cli::Cli</name>
    <message>
        <source>Commands:</source>
        <translation>Komutlar:</translation>
    </message>
    <message>
        <source>Estimate the GPU memory a model needs: weights, KV cache, activations, runtime.</source>
        <translation>Bir modelin gereken GPU belleğini tahmin et: ağırlıklar, KV önbelleği, aktivasyonlar, çalışma zamanı.</translation>
    </message>
    <message>
        <source>Search the glossary in Dutch, English and Turkish.</source>
        <translation>Sözlükte Felemenkçe, İngilizce ve Türkçe ara.</translation>
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
        <source>Price a GPU rental, keep it in the quote history and write the quote as PDF.</source>
        <translation>Bir GPU kiralamasını fiyatlandır, teklif geçmişinde sakla ve teklifi PDF olarak yaz.</translation>
    </message>
    <message>
        <source>List the stored quotes, newest first.</source>
        <translation>Kayıtlı teklifleri en yeniden başlayarak listele.</translation>
    </message>
    <message>
        <source>Find the cheapest GPU configurations that fit a model and meet a speed target.</source>
        <translation>Bir modelin sığdığı ve hız hedefine ulaşan en ucuz GPU yapılandırmalarını bul.</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; commands: estimate, quote, rent, glossary (see &apos;headroom --help&apos;)</source>
        <translation>bilinmeyen komut &apos;%1&apos;; komutlar: estimate, quote, rent, glossary (bkz. &apos;headroom --help&apos;)</translation>
    </message>
    <message>
        <source>Usage: headroom COMMAND [OPTIONS]</source>
        <translation>Kullanım: headroom KOMUT [SEÇENEKLER]</translation>
    </message>
    <message>
        <source>       headroom [WINDOW OPTIONS]</source>
        <translation>          headroom [PENCERE SEÇENEKLERİ]</translation>
    </message>
    <message>
        <source>Without a command, headroom opens its window; with --screenshot FILE it saves the window as PNG and exits (no display needed).</source>
        <translation>Komut verilmezse headroom penceresini açar; --screenshot FILE ile pencereyi PNG olarak kaydeder ve çıkar (ekran gerekmez).</translation>
    </message>
    <message>
        <source>Window options</source>
        <translation>Pencere seçenekleri</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Seçenekler</translation>
    </message>
</context>
<context>
    <name>headroom::cli::CommandLine</name>
    <message>
        <source>Options:</source>
        <translation>Seçenekler:</translation>
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
    <message>
        <source>the %1 translation is not available in this build</source>
        <translation>%1 çevirisi bu derlemede mevcut değil</translation>
    </message>
    <message>
        <source>Language of the table: nl, en or tr (default en); the JSON stays English.</source>
        <translation>Tablonun dili: nl, en veya tr (varsayılan en); JSON İngilizce kalır.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>DİL</translation>
    </message>
    <message>
        <source>Largest context at concurrency %1: %2 tokens (binding constraint: %3).</source>
        <translation>Eşzamanlılık %1 iken en büyük bağlam: %2 token (bağlayıcı kısıt: %3).</translation>
    </message>
    <message>
        <source>layer split over %1 GPUs (layers per GPU: %2), replicas %3</source>
        <translation>%1 GPU üzerinde katman bölme (GPU başına katman: %2), kopyalar %3</translation>
    </message>
    <message>
        <source>Fewest GPUs: %1 × %2 (layer split).</source>
        <translation>En az GPU: %1 × %2 (katman bölme).</translation>
    </message>
    <message>
        <source>Denoiser weights</source>
        <translation>Gürültü giderici ağırlıkları</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Ağırlıklar</translation>
    </message>
    <message>
        <source>Memory per phase (GiB)</source>
        <translation>Aşama başına bellek (GiB)</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Verim</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <translation>GPU %1 (%2)</translation>
    </message>
    <message>
        <source>%1 layers, weights %2, KV cache %3, total %4 of %5, headroom %6%7</source>
        <translation>%1 katman, ağırlıklar %2, KV önbelleği %3, toplam %4 / %5, boş alan %6%7</translation>
    </message>
    <message>
        <source> (binding)</source>
        <translation> (bağlayıcı)</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>Sistem belleği</translation>
    </message>
    <message>
        <source>weights %1, KV cache %2, output buffer %3, total %4</source>
        <translation>ağırlıklar %1, KV önbelleği %2, çıkış arabelleği %3, toplam %4</translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
        <translation>Aygıt başına bellek (GiB)</translation>
    </message>
    <message>
        <source>Largest --n-gpu-layers: none fits, not even the compute buffers (binding: %1).</source>
        <translation>En büyük --n-gpu-layers: hiçbiri sığmıyor, hesaplama arabellekleri bile (bağlayıcı: %1).</translation>
    </message>
    <message>
        <source>Largest --n-gpu-layers: every layer and the output layer fit (%1).</source>
        <translation>En büyük --n-gpu-layers: her katman ve çıkış katmanı sığıyor (%1).</translation>
    </message>
    <message>
        <source>Largest --n-gpu-layers: %1 of %2; the next layer does not fit on %3.</source>
        <translation>En büyük --n-gpu-layers: %1 / %2; sonraki katman %3 üzerine sığmıyor.</translation>
    </message>
    <message>
        <source>A --tensor-split that fits: %1.</source>
        <translation>Sığan bir --tensor-split: %1.</translation>
    </message>
    <message>
        <source>No --tensor-split fits every GPU (fullest: %1).</source>
        <translation>Hiçbir --tensor-split her GPU&apos;ya sığmıyor (en dolu: %1).</translation>
    </message>
    <message>
        <source>With the experts on the CPU (--experts-on-cpu) it fits, with %1 GiB in host RAM.</source>
        <translation>Uzmanlar CPU&apos;dayken (--experts-on-cpu) sığıyor; sistem belleğinde %1 GiB ile.</translation>
    </message>
    <message>
        <source>Even with the experts on the CPU it does not fit (binding: %1).</source>
        <translation>Uzmanlar CPU&apos;dayken bile sığmıyor (bağlayıcı: %1).</translation>
    </message>
    <message>
        <source>tensor parallel %1 x pipeline parallel %2, replicas %3</source>
        <translation>tensör paralelliği %1 x pipeline paralelliği %2, kopyalar %3</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Çıktı</translation>
    </message>
</context>
<context>
    <name>headroom::cli::FitReport</name>
    <message>
        <source>invalid scenario</source>
        <translation>geçersiz senaryo</translation>
    </message>
</context>
<context>
    <name>headroom::cli::GlossaryCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Bu yardımı göster.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>DİL</translation>
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
    <message>
        <source>Language of the preferred terms, the ranking and the article: %1 (default en).</source>
        <translation>Tercih edilen terimlerin, sıralamanın ve maddenin dili: %1 (varsayılan en).</translation>
    </message>
    <message>
        <source>Use only this TBX file instead of the built-in and imported glossary.</source>
        <translation>Yerleşik ve içe aktarılmış sözlük yerine yalnızca bu TBX dosyasını kullan.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DOSYA</translation>
    </message>
    <message>
        <source>Export format: tbx or csv (default: from the file extension).</source>
        <translation>Dışa aktarma biçimi: tbx veya csv (varsayılan: dosya uzantısından).</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>BİÇİM</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Metin yerine JSON yazdır.</translation>
    </message>
    <message>
        <source>search, show, import or export.</source>
        <translation>search, show, import veya export.</translation>
    </message>
    <message>
        <source>A concept id, e.g. kv-cache.</source>
        <translation>Bir kavram kimliği, ör. kv-cache.</translation>
    </message>
    <message>
        <source>A TBX file (ISO 30042:2019 or 2008) to add.</source>
        <translation>Eklenecek bir TBX dosyası (ISO 30042:2019 veya 2008).</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Yazılacak dosya.</translation>
    </message>
    <message>
        <source>Shows one concept: its terms in Dutch, English and Turkish, definition, when it matters and see-also links.</source>
        <translation>Bir kavramı gösterir: Felemenkçe, İngilizce ve Türkçe terimleri, tanımı, ne zaman önemli olduğu ve ilgili kavramlara bağlantılar.</translation>
    </message>
    <message>
        <source>Adds a TBX termbase to the glossary, beside the built-in one. Concepts whose id is already taken are skipped and listed. Imported into: %1</source>
        <translation>Bir TBX terim tabanını yerleşik olanın yanına sözlüğe ekler. Kimliği zaten kullanılan kavramlar atlanır ve listelenir. İçe aktarıldığı yer: %1</translation>
    </message>
    <message>
        <source>Writes the glossary as TBX (TBX-Basic 2019) or CSV (RFC 4180, UTF-8).</source>
        <translation>Sözlüğü TBX (TBX-Basic 2019) veya CSV (RFC 4180, UTF-8) olarak yazar.</translation>
    </message>
    <message>
        <source>Search, read, import and export the trilingual glossary (Dutch, English, Turkish).</source>
        <translation>Üç dilli sözlükte (Felemenkçe, İngilizce, Türkçe) arama yap; sözlüğü oku, içe ve dışa aktar.</translation>
    </message>
    <message>
        <source>--%1 needs a TBX file</source>
        <translation>--%1 bir TBX dosyası gerektirir</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>missing %1; usage: %2</source>
        <translation>%1 eksik; kullanım: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>beklenmeyen argüman &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown concept id &apos;%1&apos;; find ids with &apos;headroom glossary search WORDS --json&apos;</source>
        <translation>bilinmeyen kavram kimliği &apos;%1&apos;; kimlikleri &apos;headroom glossary search SÖZCÜKLER --json&apos; ile bulun</translation>
    </message>
    <message>
        <source>Imported %1 as %2.</source>
        <translation>%1, %2 olarak içe aktarıldı.</translation>
    </message>
    <message>
        <source>Concepts added: %1</source>
        <translation>Eklenen kavramlar: %1</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>Atlananlar: %1</translation>
    </message>
    <message>
        <source>cannot tell the format of &apos;%1&apos; from its extension; add --format tbx or --format csv</source>
        <translation>&apos;%1&apos; dosyasının biçimi uzantısından anlaşılamıyor; --format tbx veya --format csv ekleyin</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>&apos;%1&apos; yazılamıyor: %2 klasörü yok</translation>
    </message>
    <message>
        <source>Wrote %1 concepts to %2 (%3).</source>
        <translation>%1 kavram şuraya yazıldı: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Subject: %1</source>
        <translation>Konu: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Kaynak: %1</translation>
    </message>
    <message>
        <source>When it matters: %1</source>
        <translation>Ne zaman önemli: %1</translation>
    </message>
    <message>
        <source>See also: %1</source>
        <translation>Ayrıca bkz.: %1</translation>
    </message>
    <message>
        <source>unknown glossary command &apos;%1&apos;; commands: %2 (see &apos;headroom glossary --help&apos;)</source>
        <translation>bilinmeyen sözlük komutu &apos;%1&apos;; komutlar: %2 (bkz. &apos;headroom glossary --help&apos;)</translation>
    </message>
    <message>
        <source>missing glossary command (%1); see &apos;headroom glossary --help&apos;</source>
        <translation>sözlük komutu eksik (%1); bkz. &apos;headroom glossary --help&apos;</translation>
    </message>
    <message>
        <source>--%1 does not apply to &apos;glossary %2&apos;; usage: %3</source>
        <translation>--%1, &apos;glossary %2&apos; için geçerli değil; kullanım: %3</translation>
    </message>
    <message>
        <source>the termbase</source>
        <translation>terim tabanı</translation>
    </message>
    <message>
        <source>cannot export to %1: it is the same file as the --%2 file %3, which the export would overwrite; choose another file</source>
        <translation>%1 konumuna dışa aktarılamıyor: bu, dışa aktarmanın üzerine yazacağı --%2 dosyası %3 ile aynı dosya; başka bir dosya seçin</translation>
    </message>
    <message>
        <source>cannot export to %1: it is the same file as the imported termbase %2, which the export would overwrite; choose another file</source>
        <translation>%1 konumuna dışa aktarılamıyor: bu, dışa aktarmanın üzerine yazacağı içe aktarılmış %2 terim tabanı ile aynı dosya; başka bir dosya seçin</translation>
    </message>
    <message>
        <source>Wrote 1 concept to %1 (%2).</source>
        <translation>1 kavram şuraya yazıldı: %1 (%2).</translation>
    </message>
    <message>
        <source>No matches. Did you mean: %1?</source>
        <extracomment>%1 the suggested terms joined with &quot;, &quot;.</extracomment>
        <translation>Eşleşme yok. Bunu mu demek istediniz: %1?</translation>
    </message>
    <message>
        <source>Definition source: %1</source>
        <translation>Tanımın kaynağı: %1</translation>
    </message>
    <message>
        <source>Context (%1): %2</source>
        <translation>Bağlam (%1): %2</translation>
    </message>
    <message>
        <source>Context source: %1</source>
        <translation>Bağlamın kaynağı: %1</translation>
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
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>beklenmeyen argüman &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 is required with the fit options</source>
        <translation>sığma seçenekleriyle birlikte --%1 gereklidir</translation>
    </message>
    <message>
        <source>Quote %1, %2</source>
        <translation>Teklif %1, %2</translation>
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
        <source>LANG</source>
        <translation>DİL</translation>
    </message>
    <message>
        <source>How the GPUs are priced: on-demand (metered, the default), spot (interruptible, metered) or fixed (prepaid day, week or month terms).</source>
        <translation>GPU&apos;ların fiyatlandırma biçimi: on-demand (isteğe bağlı, ölçülen kullanıma göre; varsayılan), spot (kesintiye uğrayabilir, ölçülen kullanıma göre) veya fixed (gün, hafta ya da ay dönemleri için peşin ödenen sabit kiralama süresi).</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODEL</translation>
    </message>
    <message>
        <source>Same as --pricing spot.</source>
        <translation>--pricing spot ile aynı.</translation>
    </message>
    <message>
        <source>Support tier of the price list (default none).</source>
        <translation>Fiyat listesinin destek düzeyi (varsayılan none).</translation>
    </message>
    <message>
        <source>TIER</source>
        <translation>DÜZEY</translation>
    </message>
    <message>
        <source>Dedicated hosting instead of shared (the list&apos;s surcharge).</source>
        <translation>Paylaşımlı yerine ayrılmış barındırma (listedeki ek ücret).</translation>
    </message>
    <message>
        <source>VAT rate in percent, at most two decimals, e.g. 21 or 20.5 (default: no VAT line).</source>
        <translation>Yüzde cinsinden KDV oranı, en fazla iki ondalık basamak, ör. 21 veya 20.5 (varsayılan: KDV satırı yok).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Idempotency key of this export: rerun with the same key to retry it safely (default: a new random key).</source>
        <translation>Bu dışa aktarmanın idempotency anahtarı: güvenle yeniden denemek için aynı anahtarla tekrar çalıştırın (varsayılan: yeni bir rastgele anahtar).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Quote history file (SQLite; default %1).</source>
        <translation>Teklif geçmişi dosyası (SQLite; varsayılan %1).</translation>
    </message>
    <message>
        <source>Days the quote stays valid (default %1).</source>
        <translation>Teklifin geçerli kaldığı gün sayısı (varsayılan %1).</translation>
    </message>
    <message>
        <source>Prices a GPU rental, keeps the quote in the quote history and writes it as PDF.
Default price list: %1 (%2, %3); built-in lists: %4. Priced GPUs: %5
&apos;headroom quote history&apos; lists the stored quotes.</source>
        <translation>Bir GPU kiralamasını fiyatlandırır, teklifi teklif geçmişinde saklar ve PDF olarak yazar.
Varsayılan fiyat listesi: %1 (%2, %3); yerleşik listeler: %4. Fiyatı olan GPU&apos;lar: %5
&apos;headroom quote history&apos; kayıtlı teklifleri listeler.</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 bir dosya adı gerektirir</translation>
    </message>
    <message>
        <source>--%1: cannot use &apos;%2&apos;: %3</source>
        <translation>--%1: &apos;%2&apos; kullanılamıyor: %3</translation>
    </message>
    <message>
        <source>the price list &apos;%1&apos; has no price for GPU &apos;%2&apos;; priced GPUs: %3</source>
        <translation>&apos;%1&apos; fiyat listesinde &apos;%2&apos; GPU&apos;su için fiyat yok; fiyatı olan GPU&apos;lar: %3</translation>
    </message>
    <message>
        <source>--%1 contradicts --%2 %3</source>
        <translation>--%1, --%2 %3 ile çelişiyor</translation>
    </message>
    <message>
        <source>the price list &apos;%1&apos; offers no support tiers</source>
        <translation>&apos;%1&apos; fiyat listesi hiçbir destek düzeyi sunmuyor</translation>
    </message>
    <message>
        <source>0 to 100</source>
        <translation>0 ile 100 arası</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>%1 (retry with --%2 %3)</source>
        <translation>%1 (--%2 %3 ile yeniden deneyin)</translation>
    </message>
    <message>
        <source>, valid until %1</source>
        <translation>, %1 tarihine kadar geçerli</translation>
    </message>
    <message>
        <source>Price list: %1 (%2, retrieved %3)</source>
        <translation>Fiyat listesi: %1 (%2, alınma tarihi %3)</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Ara toplam</translation>
    </message>
    <message>
        <source>VAT %1%</source>
        <translation>KDV %%1</translation>
    </message>
    <message>
        <source>Up front (fixed terms): %1; metered: %2 (before VAT).</source>
        <translation>Peşin (sabit kiralama süreleri): %1; ölçülen kullanım: %2 (KDV hariç).</translation>
    </message>
    <message>
        <source>Hours basis: %1 h for this quote (day 24 h, week 7 days = 168 h, month 30 days = 720 h). Stopping an allocation does not pause the paid period.</source>
        <translation>Saat esası: bu teklif için %1 saat (gün 24 saat, hafta 7 gün = 168 saat, ay 30 gün = 720 saat). Bir tahsisi durdurmak ödenen dönemi duraklatmaz.</translation>
    </message>
    <message>
        <source>Spot capacity can be interrupted: the job needs a recovery plan (see the glossary: %1).</source>
        <translation>Spot kapasite kesintiye uğrayabilir: işin bir kurtarma planına ihtiyacı var (bkz. sözlük: %1).</translation>
    </message>
    <message>
        <source>Already exported with idempotency key %1: nothing was written. PDF: %2</source>
        <translation>%1 idempotency anahtarıyla zaten dışa aktarıldı: hiçbir şey yazılmadı. PDF: %2</translation>
    </message>
    <message>
        <source>Quote history: %1 (idempotency key %2)</source>
        <translation>Teklif geçmişi: %1 (idempotency anahtarı %2)</translation>
    </message>
    <message>
        <source>Price list: a price-list JSON file (a path with a &apos;/&apos; or ending in .json, e.g. ./prices.json), or the id of a built-in list (default: the built-in example list).</source>
        <translation>Fiyat listesi: bir fiyat listesi JSON dosyası (&apos;/&apos; içeren ya da .json ile biten bir yol, ör. ./prices.json) ya da yerleşik bir listenin kimliği (varsayılan: yerleşik örnek liste).</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not a built-in price list (%3); to use the file of that name, write &apos;./%2&apos;</source>
        <translation>--%1 &apos;%2&apos; yerleşik bir fiyat listesi değil (%3); bu adlı dosyayı kullanmak için &apos;./%2&apos; yazın</translation>
    </message>
    <message>
        <source>Language of the PDF and of the summary: nl, en or tr (default en); the JSON stays English.</source>
        <translation>PDF&apos;nin ve özetin dili: nl, en veya tr (varsayılan en); JSON İngilizce kalır.</translation>
    </message>
    <message>
        <source>The prices below are for this configuration as quoted.</source>
        <translation>Aşağıdaki fiyatlar, teklif edildiği haliyle bu yapılandırma içindir.</translation>
    </message>
    <message>
        <source>Fit of %1: %2; binding constraint: %3.</source>
        <translation>%1 için sığma: %2; bağlayıcı kısıt: %3.</translation>
    </message>
    <message>
        <source>Training scenarios: resumable checkpoints kept in storage for the whole period, priced as their own storage line (default 0: none).</source>
        <translation>Eğitim senaryoları: tüm dönem boyunca depolamada tutulan sürdürülebilir kontrol noktaları; ayrı bir depolama satırı olarak fiyatlandırılır (varsayılan 0: yok).</translation>
    </message>
    <message>
        <source>--%1 needs a training scenario (--model with --workload full-finetune, lora or qlora)</source>
        <translation>--%1 bir eğitim senaryosu gerektirir (--model ile birlikte --workload full-finetune, lora ya da qlora)</translation>
    </message>
    <message>
        <source>--%1 applies to training scenarios, not to the %2 workload</source>
        <translation>--%1 eğitim senaryoları için geçerlidir, %2 iş yükü için değil</translation>
    </message>
    <message>
        <source>%1 See the glossary: %2.</source>
        <translation>%1 Bkz. sözlük: %2.</translation>
    </message>
    <message>
        <source>Rental</source>
        <translation>Kiralama</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Çıktı</translation>
    </message>
</context>
<context>
    <name>headroom::cli::QuoteHistoryCommand</name>
    <message>
        <source>cannot open the quote history &apos;%1&apos;</source>
        <translation>&apos;%1&apos; teklif geçmişi açılamıyor</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Bu yardımı göster.</translation>
    </message>
    <message>
        <source>Quote history file (SQLite; default %1).</source>
        <translation>Teklif geçmişi dosyası (SQLite; varsayılan %1).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DOSYA</translation>
    </message>
    <message>
        <source>Delete the quote REF and its operations from the history.</source>
        <translation>REF teklifini ve işlemlerini geçmişten sil.</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the table.</source>
        <translation>Tablo yerine tek bir JSON nesnesi yazdır.</translation>
    </message>
    <message>
        <source>Lists the stored quotes, one per reference, newest first.</source>
        <translation>Kayıtlı teklifleri, her referans için bir tane olmak üzere, en yeniden başlayarak listeler.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>beklenmeyen argüman &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 bir dosya adı gerektirir</translation>
    </message>
    <message>
        <source>--%1 needs a quote reference</source>
        <translation>--%1 bir teklif referansı gerektirir</translation>
    </message>
    <message>
        <source>no quote &apos;%1&apos; in the quote history &apos;%2&apos;</source>
        <translation>&apos;%2&apos; teklif geçmişinde &apos;%1&apos; teklifi yok</translation>
    </message>
    <message>
        <source>Deleted quote %1 from %2</source>
        <translation>%1 teklifi şuradan silindi: %2</translation>
    </message>
    <message>
        <source>No stored quotes in %1</source>
        <translation>%1 içinde kayıtlı teklif yok</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referans</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Oluşturulma (UTC)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(yok)</translation>
    </message>
    <message>
        <source>Quote history %1</source>
        <translation>Teklif geçmişi %1</translation>
    </message>
    <message>
        <source>(none: export %1 running or interrupted; retry with its key)</source>
        <translation>(yok: %1 dışa aktarması çalışıyor ya da yarıda kesildi; aynı anahtarla yeniden deneyin)</translation>
    </message>
    <message>
        <source>(none: export %1 failed)</source>
        <translation>(yok: %1 dışa aktarması başarısız oldu)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Dönem</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
</context>
<context>
    <name>headroom::cli::RentCommand</name>
    <message>
        <source>above 0 and at most %1 tokens/s</source>
        <translation>0&apos;dan büyük ve en fazla saniyede %1 token</translation>
    </message>
    <message>
        <source>speed target (%1)</source>
        <translation>hız hedefi (%1)</translation>
    </message>
    <message>
        <source>--%1 does not apply to rent: the solver tries the GPUs of the price list</source>
        <translation>--%1 rent için geçerli değil: çözücü fiyat listesindeki GPU&apos;ları dener</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Bu yardımı göster.</translation>
    </message>
    <message>
        <source>Decode tokens/s each sequence must reach (default: no target).</source>
        <translation>Her dizinin ulaşması gereken decode hızı, saniyede token (varsayılan: hedef yok).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Decode tokens/s all sequences of all replicas must reach together (default: no target).</source>
        <translation>Tüm kopyalardaki tüm dizilerin birlikte ulaşması gereken decode hızı, saniyede token (varsayılan: hedef yok).</translation>
    </message>
    <message>
        <source>Most GPUs per configuration, 1 to %1 (default 8).</source>
        <translation>Yapılandırma başına en fazla GPU sayısı, 1 ile %1 arası (varsayılan 8).</translation>
    </message>
    <message>
        <source>Rental term the answers are ranked by: %1 (default month).</source>
        <translation>Yanıtların sıralandığı kiralama dönemi: %1 (varsayılan month).</translation>
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
        <source>Share of the paid hours the GPUs serve tokens, for the cost per million tokens, 1 to 100 percent (default 100).</source>
        <translation>Ücretli saatlerin GPU&apos;ların token ürettiği payı (milyon token başına maliyet için), yüzde 1 ile 100 arası (varsayılan 100).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>YÜZDE</translation>
    </message>
    <message>
        <source>Answers shown, 1 to %1 (default 10).</source>
        <translation>Gösterilen yanıt sayısı, 1 ile %1 arası (varsayılan 10).</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the table.</source>
        <translation>Tablo yerine tek bir JSON nesnesi yazdır.</translation>
    </message>
    <message>
        <source>Finds the cheapest GPU configurations of a price list that fit the model and meet the speed targets, ranked by what the chosen term costs. The solver chooses the GPUs, their number and the tensor-parallel degree: --tensor-parallel and --gpu-memory-gib do not apply.
Models: %1
Built-in price lists: %2</source>
        <translation>Bir fiyat listesinde modelin sığdığı ve hız hedeflerine ulaşan en ucuz GPU yapılandırmalarını bulur; seçilen dönemin maliyetine göre sıralar. Çözücü GPU&apos;ları, sayılarını ve tensör paralellik derecesini kendisi seçer: --tensor-parallel ve --gpu-memory-gib geçerli değildir.
Modeller: %1
Yerleşik fiyat listeleri: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>beklenmeyen argüman &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the price list &apos;%1&apos; prices no GPU of the catalogue</source>
        <translation>&apos;%1&apos; fiyat listesi katalogdaki hiçbir GPU&apos;ya fiyat vermiyor</translation>
    </message>
    <message>
        <source>Price list: %1 (%2); term: %3 x %4.</source>
        <translation>Fiyat listesi: %1 (%2); dönem: %3 x %4.</translation>
    </message>
    <message>
        <source>These are example prices, not a real offer.</source>
        <translation>Bunlar örnek fiyatlardır, gerçek bir teklif değildir.</translation>
    </message>
    <message>
        <source>Nothing fits: %1 of the %2 configurations tried fit in memory, but none reaches the speed target.</source>
        <translation>Hiçbiri uygun değil: denenen %2 yapılandırmadan %1 tanesi belleğe sığıyor, ancak hiçbiri hız hedefine ulaşmıyor.</translation>
    </message>
    <message>
        <source>Nothing fits: none of the %1 configurations tried (--max-gpus %2) fits in memory.</source>
        <translation>Hiçbiri sığmıyor: denenen %1 yapılandırmanın (--max-gpus %2) hiçbiri belleğe sığmıyor.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Fiyatlandırma</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>Tokens/s per sequence</source>
        <translation>Dizi başına token/sn</translation>
    </message>
    <message>
        <source>Tokens/s in all</source>
        <translation>Toplam token/sn</translation>
    </message>
    <message>
        <source>First token (ms)</source>
        <translation>İlk token (ms)</translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation>1M çıktı tokenı başına</translation>
    </message>
    <message>
        <source>Binding constraint</source>
        <translation>Bağlayıcı kısıt</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>%1 of %2 configurations tried fit in memory; the cost per million tokens assumes the GPUs serve tokens %3% of the paid hours.</source>
        <translation>Denenen %2 yapılandırmadan %1 tanesi belleğe sığıyor; milyon token başına maliyet, GPU&apos;ların ücretli saatlerin %%3 kadarında token ürettiğini varsayar.</translation>
    </message>
    <message>
        <source>--%1 must be above 0 tokens/s, not %2</source>
        <translation>--%1 0 token/sn üzerinde olmalı, %2 değil</translation>
    </message>
    <message>
        <source>rent finds GPUs for inference only; use headroom estimate for training and image generation</source>
        <translation>rent yalnızca çıkarım için GPU bulur; eğitim ve görüntü üretimi için headroom estimate kullanın</translation>
    </message>
    <message>
        <source>Your own GPUs: a file in the gpus.json format; a price list (--price-list FILE) can then price them.</source>
        <translation>Kendi GPU&apos;larınız: gpus.json biçiminde bir dosya; bir fiyat listesi (--price-list DOSYA) onları fiyatlandırabilir.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DOSYA</translation>
    </message>
    <message>
        <source>%1 is an image-generation pipeline: rent finds GPUs for inference only; use headroom estimate for it</source>
        <translation>%1 bir görüntü üretim hattıdır: rent yalnızca çıkarım için GPU bulur; bunun için headroom estimate kullanın</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Arama</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Çıktı</translation>
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
    <message>
        <source>Context length per sequence in tokens (default 4096, or the model&apos;s maximum context when that is shorter).</source>
        <translation>Dizi başına token cinsinden bağlam uzunluğu (varsayılan 4096 ya da daha kısaysa modelin en büyük bağlamı).</translation>
    </message>
    <message>
        <source>Weight format: %1, a GGML type (q8_0, q4_k, iq4_xs, ...), a llama.cpp file type (q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, fp8-block128 or mxfp4 (default: the config&apos;s quantization_config, else its torch_dtype, else bf16).</source>
        <translation>Ağırlık biçimi: %1, bir GGML türü (q8_0, q4_k, iq4_xs, ...), bir llama.cpp dosya türü (q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, fp8-block128 ya da mxfp4 (varsayılan: yapılandırmadaki quantization_config, yoksa torch_dtype, yoksa bf16).</translation>
    </message>
    <message>
        <source>--%1 does not apply to --workload %2</source>
        <translation>--%1, --workload %2 için geçerli değildir</translation>
    </message>
    <message>
        <source>Your own GPUs: a file in the gpus.json format (version 1: memory only; version 2: with bandwidth, tensor throughput and interconnect); --gpu can then name them.</source>
        <translation>Kendi GPU&apos;larınız: gpus.json biçiminde bir dosya (sürüm 1: yalnızca bellek; sürüm 2: bant genişliği, tensör verimi ve bağlantı ile); ardından --gpu bunları adlandırabilir.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DOSYA</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 bir dosya adı gerektirir</translation>
    </message>
    <message>
        <source>--%1: cannot use &apos;%2&apos;: %3</source>
        <translation>--%1: &apos;%2&apos; kullanılamıyor: %3</translation>
    </message>
    <message>
        <source>The GPUs of one replica, CUDA0 first, when they differ, e.g. rtx-4090,rtx-3090 (instead of --gpu and --gpus).</source>
        <translation>Farklı olduklarında bir kopyanın GPU&apos;ları, önce CUDA0, örn. rtx-4090,rtx-3090 (--gpu ve --gpus yerine).</translation>
    </message>
    <message>
        <source>ID,ID,...</source>
        <translation>ID,ID,...</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp, ollama: share of the layers per GPU, e.g. 3,2 (default: by free memory).</source>
        <translation>llama.cpp, ik_llama.cpp, ollama: GPU başına katman payı, örn. 3,2 (varsayılan: boş belleğe göre).</translation>
    </message>
    <message>
        <source>P,P,...</source>
        <translation>P,P,...</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp, ollama: layers offloaded to the GPUs; the rest stay in host RAM (default all).</source>
        <translation>llama.cpp, ik_llama.cpp, ollama: GPU&apos;lara aktarılan katmanlar; kalanlar sistem belleğinde kalır (varsayılan: tümü).</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp, ollama: keep the MoE experts in host RAM (-ot exps=CPU).</source>
        <translation>llama.cpp, ik_llama.cpp, ollama: MoE uzmanlarını sistem belleğinde tut (-ot exps=CPU).</translation>
    </message>
    <message>
        <source>vllm: whole experts per GPU (--enable-expert-parallel).</source>
        <translation>vllm: GPU başına bütün uzmanlar (--enable-expert-parallel).</translation>
    </message>
    <message>
        <source>Model id from the catalogue, e.g. llama-3.1-8b; a Hugging Face config.json (a path ending in .json); a model file: a .gguf file (split files: any part), or a folder of .safetensors files with its config.json (only the headers are read).</source>
        <translation>Katalogdaki model kimliği, örn. llama-3.1-8b; bir Hugging Face config.json dosyası (.json ile biten bir yol); bir model dosyası: bir .gguf dosyası (bölünmüş dosyalar: herhangi bir parça) ya da config.json ile birlikte .safetensors dosyalarını içeren bir klasör (yalnızca başlıklar okunur).</translation>
    </message>
    <message>
        <source>ID|CONFIG|FILE.gguf|DIR</source>
        <translation>ID|CONFIG|FILE.gguf|DIR</translation>
    </message>
    <message>
        <source>The engine&apos;s release whose memory rules apply: vllm 0.6.4, 0.8.5, 0.10.1.1; llama.cpp and ik_llama.cpp a build such as b5300; ollama 0.5.7 (default: the current release).</source>
        <translation>Bellek kuralları uygulanacak motor sürümü: vllm 0.6.4, 0.8.5, 0.10.1.1; llama.cpp ve ik_llama.cpp için b5300 gibi bir derleme; ollama 0.5.7 (varsayılan: güncel sürüm).</translation>
    </message>
    <message>
        <source>VERSION</source>
        <translation>VERSION</translation>
    </message>
    <message>
        <source>--%1 and --%2 cannot be combined: --%2 names every GPU</source>
        <translation>--%1 ve --%2 birlikte kullanılamaz: --%2 her GPU&apos;yu adlandırır</translation>
    </message>
    <message>
        <source>--%1: unknown GPU &apos;%2&apos;; known GPUs: %3</source>
        <translation>--%1: bilinmeyen GPU &apos;%2&apos;; bilinen GPU&apos;lar: %3</translation>
    </message>
    <message>
        <source>--%1: at most %2 GPUs</source>
        <translation>--%1: en fazla %2 GPU</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a proportion of 0 or more</source>
        <translation>--%1: &apos;%2&apos;, 0 ya da daha büyük bir oran değil</translation>
    </message>
    <message>
        <source>vllm: pipeline stages, each of --tensor-parallel GPUs (default 1).</source>
        <translation>vllm: her biri --tensor-parallel GPU&apos;dan oluşan pipeline aşamaları (varsayılan 1).</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Yerleşim</translation>
    </message>
    <message>
        <source>Model and workload</source>
        <translation>Model ve iş yükü</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
</context>
<context>
    <name>headroom::cli::WorkloadOptions</name>
    <message>
        <source>What runs: %1 (default inference; diffusion for an image-generation preset).</source>
        <translation>Çalışan iş yükü: %1 (varsayılan inference; katalogdaki bir görüntü üretim hattı için diffusion).</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>TÜR</translation>
    </message>
    <message>
        <source>training: sequences per GPU per step (default 1); --context is the sequence length.</source>
        <translation>eğitim: adım başına, GPU başına dizi sayısı (varsayılan 1); --context dizi uzunluğudur.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>training: micro-batches per optimizer step (default 1); changes no memory term.</source>
        <translation>eğitim: optimizer adımı başına mikro yığın sayısı (varsayılan 1); hiçbir bellek terimini değiştirmez.</translation>
    </message>
    <message>
        <source>training: %1 (default adamw).</source>
        <translation>eğitim: %1 (varsayılan adamw).</translation>
    </message>
    <message>
        <source>OPT</source>
        <translation>OPT</translation>
    </message>
    <message>
        <source>training: fp32 master copy of the trainable weights (mixed precision) fp32|none (default fp32).</source>
        <translation>eğitim: eğitilebilir ağırlıkların fp32 ana kopyası (karma hassasiyet) fp32|none (varsayılan fp32).</translation>
    </message>
    <message>
        <source>fp32|none</source>
        <translation>fp32|none</translation>
    </message>
    <message>
        <source>training: bf16|fp32 (default bf16).</source>
        <translation>eğitim: bf16|fp32 (varsayılan bf16).</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TÜR</translation>
    </message>
    <message>
        <source>training: fuse the optimizer step into the backward pass, freeing each gradient (default off).</source>
        <translation>eğitim: optimizer adımını geri geçişle birleştirir ve her gradyanı hemen serbest bırakır (varsayılan off).</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>training: %1 (default none).</source>
        <translation>eğitim: %1 (varsayılan none).</translation>
    </message>
    <message>
        <source>MODE</source>
        <translation>MOD</translation>
    </message>
    <message>
        <source>training: how the --gpus share the model states: %1 (default ddp).</source>
        <translation>eğitim: --gpus ile verilen GPU&apos;ların model durumlarını nasıl paylaştığı: %1 (varsayılan ddp).</translation>
    </message>
    <message>
        <source>STRATEGY</source>
        <translation>STRATEJİ</translation>
    </message>
    <message>
        <source>training, fsdp-hybrid: GPUs per shard group (default min(8, --gpus)).</source>
        <translation>eğitim, fsdp-hybrid: parça grubu başına GPU sayısı (varsayılan min(8, --gpus)).</translation>
    </message>
    <message>
        <source>training: move to host RAM: %1 (default none).</source>
        <translation>eğitim: sistem belleğine taşınacak olan: %1 (varsayılan none).</translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation>NE</translation>
    </message>
    <message>
        <source>lora, qlora: adapter rank r (default 16).</source>
        <translation>lora, qlora: adaptör rankı r (varsayılan 16).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>lora, qlora: adapted matrices, a comma list of q,k,v,o,gate,up,down (default q,k,v,o).</source>
        <translation>lora, qlora: uyarlanan matrisler, q,k,v,o,gate,up,down değerlerinden virgülle ayrılmış bir liste (varsayılan q,k,v,o).</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LİSTE</translation>
    </message>
    <message>
        <source>diffusion: image size in pixels, e.g. 1024x1024 (default: the model&apos;s).</source>
        <translation>diffusion: piksel cinsinden görüntü boyutu, ör. 1024x1024 (varsayılan: modelinki).</translation>
    </message>
    <message>
        <source>WIDTHxHEIGHT</source>
        <translation>GENİŞLİKxYÜKSEKLİK</translation>
    </message>
    <message>
        <source>diffusion: images per batch (default 1).</source>
        <translation>diffusion: yığın başına görüntü sayısı (varsayılan 1).</translation>
    </message>
    <message>
        <source>diffusion: decode the VAE in tiles of TILE pixels, or off (default off).</source>
        <translation>diffusion: VAE ile KARO piksellik karolar halinde kod çöz ya da off (varsayılan off).</translation>
    </message>
    <message>
        <source>off|TILE</source>
        <translation>off|KARO</translation>
    </message>
    <message>
        <source>diffusion: decode one image of the batch at a time (default off).</source>
        <translation>diffusion: yığındaki görüntülerin kodunu tek tek çöz (varsayılan off).</translation>
    </message>
    <message>
        <source>diffusion: CPU offload %1 (default none).</source>
        <translation>diffusion: CPU&apos;ya aktarma %1 (varsayılan none).</translation>
    </message>
    <message>
        <source>--lora-targets: &apos;%1&apos; is not a comma list of q, k, v, o, gate, up, down without repeats</source>
        <translation>--lora-targets: &apos;%1&apos;, q, k, v, o, gate, up, down değerlerinden yinelemesiz ve virgülle ayrılmış bir liste değil</translation>
    </message>
    <message>
        <source>--image: &apos;%1&apos; is not WIDTHxHEIGHT in pixels (each %2 to %3), e.g. 1024x1024</source>
        <translation>--image: &apos;%1&apos;, piksel cinsinden GENİŞLİKxYÜKSEKLİK değil (her biri %2 ile %3 arasında), ör. 1024x1024</translation>
    </message>
    <message>
        <source>Training and image generation</source>
        <translation>Eğitim ve görüntü üretimi</translation>
    </message>
</context>
<context>
    <name>headroom::glossary::MissedSearches</name>
    <message>
        <source>the list of searches that found nothing</source>
        <translation>sonuç bulunamayan aramaların listesi</translation>
    </message>
    <message>
        <source>%1 Starting with an empty list.</source>
        <translation>%1 Boş bir listeyle başlatılıyor.</translation>
    </message>
    <message>
        <source>%1 is not a list of searches (version %2); starting with an empty list.</source>
        <translation>%1 bir arama listesi değil (sürüm %2); boş bir listeyle başlatılıyor.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n unreadable entries skipped.</source>
        <translation>
            <numerusform>%1: okunamayan %n kayıt atlandı.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>%1 klasörü oluşturulamıyor</translation>
    </message>
</context>
<context>
    <name>headroom::glossary::TermbaseStore</name>
    <message>
        <source>Skipped the termbase %1</source>
        <translation>Terim tabanı atlandı: %1</translation>
    </message>
    <message>
        <source>Cannot create the termbase folder %1.</source>
        <translation>%1 terim tabanı klasörü oluşturulamıyor.</translation>
    </message>
    <message>
        <source>There is no imported termbase named %1.</source>
        <translation>%1 adlı içe aktarılmış bir terim tabanı yok.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation>%1 silinemiyor: %2</translation>
    </message>
    <message>
        <source>the termbase</source>
        <translation>terim tabanı</translation>
    </message>
    <message>
        <source>CSV is not supported here; export is CSV, import is TBX</source>
        <translation>CSV burada desteklenmiyor; dışa aktarma CSV, içe aktarma TBX biçimindedir</translation>
    </message>
    <message>
        <source>%1: already imported, nothing added</source>
        <translation>%1: zaten içe aktarılmış, hiçbir şey eklenmedi</translation>
    </message>
</context>
<context>
    <name>headroom::io</name>
    <message>
        <source>Could not write %1: the disk is full or the file size limit was reached; the file was left as it was.</source>
        <translation>%1 yazılamadı: disk dolu ya da dosya boyutu sınırına ulaşıldı; dosya olduğu gibi bırakıldı.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bayt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Dosya adı verilmedi.</translation>
    </message>
    <message>
        <source>Cannot read %1: the file does not exist.</source>
        <translation>%1 okunamıyor: dosya yok.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 okunamıyor: %2.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>klasör</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO (adlandırılmış boru)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>soket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>aygıt</translation>
    </message>
    <message>
        <source>Cannot read %1: it is %2, not a regular file.</source>
        <translation>%1 okunamıyor: bu bir %2, normal bir dosya değil.</translation>
    </message>
    <message>
        <source>Cannot read %1: it is larger than the limit of %2.</source>
        <translation>%1 okunamıyor: %2 sınırından büyük.</translation>
    </message>
    <message>
        <source>Could not write %1: the folder %2 does not exist.</source>
        <translation>%1 yazılamadı: %2 klasörü yok.</translation>
    </message>
    <message>
        <source>Could not write %1: it exists and is not a regular file.</source>
        <translation>%1 yazılamadı: bu yol zaten var ve normal bir dosya değil.</translation>
    </message>
    <message>
        <source>Could not write %1: the folder %2 is read-only or you may not write to it.</source>
        <translation>%1 yazılamadı: %2 klasörü salt okunur ya da yazma izniniz yok.</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>%1 yazılamadı: %2.</translation>
    </message>
</context>
<context>
    <name>headroom::quote</name>
    <message>
        <source>%1 is not a Headroom quote history (%2). The file was left unchanged.</source>
        <translation>%1 bir Headroom teklif geçmişi değil (%2). Dosya değiştirilmedi.</translation>
    </message>
    <message>
        <source>The quote history %1 could not be used: %2</source>
        <translation>%1 teklif geçmişi kullanılamadı: %2</translation>
    </message>
    <message>
        <source>it belongs to another application, application_id %1</source>
        <translation>başka bir uygulamaya ait, application_id %1</translation>
    </message>
    <message>
        <source>The quote history %1 was written by a newer Headroom (schema version %2; this version knows up to %3). The file was left unchanged; update Headroom to use it.</source>
        <translation>%1 teklif geçmişi daha yeni bir Headroom tarafından yazılmış (şema sürümü %2; bu sürüm en fazla %3 sürümünü tanır). Dosya değiştirilmedi; kullanmak için Headroom&apos;u güncelleyin.</translation>
    </message>
    <message>
        <source>The quote history %1 could not be read: %2</source>
        <translation>%1 teklif geçmişi okunamadı: %2</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>bir SQLite veritabanı değil</translation>
    </message>
    <message>
        <source>its SQLite header is truncated: %1 of %2 bytes</source>
        <translation>SQLite başlığı kesik: %2 baytın yalnızca %1 baytı var</translation>
    </message>
    <message>
        <source>its SQLite header is damaged</source>
        <translation>SQLite başlığı bozuk</translation>
    </message>
    <message>
        <source>it is truncated: %1 bytes, less than one %2-byte page</source>
        <translation>dosya kesik: %1 bayt, %2 baytlık tek bir sayfadan az</translation>
    </message>
    <message>
        <source>it holds other tables: %1</source>
        <translation>başka tablolar içeriyor: %1</translation>
    </message>
    <message>
        <source>The stored quote cannot be read: the field “%1” is missing or not valid.</source>
        <translation>Kayıtlı teklif okunamıyor: “%1” alanı eksik ya da geçersiz.</translation>
    </message>
    <message>
        <source>The stored quote cannot be read: it is %1 bytes, more than the limit of %2.</source>
        <translation>Kayıtlı teklif okunamıyor: %1 bayt; %2 sınırından fazla.</translation>
    </message>
    <message>
        <source>The stored quote cannot be read: it is not JSON (%1 at byte %2).</source>
        <translation>Kayıtlı teklif okunamıyor: JSON değil (%2. baytta %1).</translation>
    </message>
    <message>
        <source>The stored quote cannot be read: it is not a JSON object.</source>
        <translation>Kayıtlı teklif okunamıyor: bir JSON nesnesi değil.</translation>
    </message>
    <message>
        <source>The quote history %1 is busy: another program holds its lock (waited %2 s); try again when it is done.</source>
        <translation>%1 teklif geçmişi meşgul: kilidini başka bir program tutuyor (%2 sn beklendi); o program işini bitirince yeniden deneyin.</translation>
    </message>
    <message>
        <source>another program holds its lock (waited %1 s); try again when it is done</source>
        <translation>kilidini başka bir program tutuyor (%1 sn beklendi); o program işini bitirince yeniden deneyin</translation>
    </message>
    <message>
        <source>The disk holding the quote history %1 is full; free some space and try again.</source>
        <translation>%1 teklif geçmişinin bulunduğu disk dolu; biraz yer açıp yeniden deneyin.</translation>
    </message>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>disk dolu; biraz yer açıp yeniden deneyin</translation>
    </message>
    <message>
        <source>The quote history %1 is on a read-only file system; it can be listed but not changed.</source>
        <translation>%1 teklif geçmişi salt okunur bir dosya sisteminde; listelenebilir ama değiştirilemez.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>salt okunur bir dosya sisteminde</translation>
    </message>
    <message>
        <source>The folder %1 of the quote history is read-only or you may not write to it; SQLite needs to create its journal there.</source>
        <translation>Teklif geçmişinin %1 klasörü salt okunur ya da yazma izniniz yok; SQLite günlük (journal) dosyasını orada oluşturmalıdır.</translation>
    </message>
    <message>
        <source>its folder %1 is read-only or you may not write to it</source>
        <translation>%1 klasörü salt okunur ya da yazma izniniz yok</translation>
    </message>
    <message>
        <source>The quote history %1 is read-only or you may not write to it.</source>
        <translation>%1 teklif geçmişi salt okunur ya da yazma izniniz yok.</translation>
    </message>
    <message>
        <source>the file is read-only or you may not write to it</source>
        <translation>dosya salt okunur ya da yazma izniniz yok</translation>
    </message>
    <message>
        <source>The quote history %1 could not be written: it was opened read-only.</source>
        <translation>%1 teklif geçmişine yazılamadı: salt okunur olarak açıldı.</translation>
    </message>
    <message>
        <source>it was opened read-only</source>
        <translation>salt okunur olarak açıldı</translation>
    </message>
</context>
<context>
    <name>headroom::quote::HistoryLabels</name>
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
        <source>%1 × %2</source>
        <comment>terms × term, e.g. 2 × week</comment>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuoteDocument</name>
    <message>
        <source>Provider layer: the rented volumes, snapshots and backups, and the provider&apos;s own logs are deleted at the end of the paid period. Runtime and application layer (model caches, prompts, logs, indexes): deleted by the party that operates that layer.</source>
        <translation>Sağlayıcı katmanı: kiralanan depolama birimleri, anlık görüntüler ve yedekler ile sağlayıcının kendi günlükleri, ödenen dönemin sonunda silinir. Çalışma zamanı ve uygulama katmanı (model önbellekleri, istemler, günlükler, dizinler): o katmanı işleten taraf tarafından silinir.</translation>
    </message>
    <message>
        <source>A written deletion confirmation per volume with date and time, with the provider&apos;s deletion log or API record, delivered after the rental ends.</source>
        <translation>Kiralama sona erdikten sonra teslim edilen, her depolama birimi için tarih ve saat içeren yazılı bir silme onayı; sağlayıcının silme günlüğü veya API kaydıyla birlikte.</translation>
    </message>
    <message>
        <source>Data copied out of the rental (downloads, exports, own backups), application logs kept elsewhere, access keys and accounts, and what must be kept for legal reasons stay with the customer team.</source>
        <translation>Kiralamadan dışarı kopyalanan veriler (indirmeler, dışa aktarmalar, müşterinin kendi yedekleri), başka yerde tutulan uygulama günlükleri, erişim anahtarları ve hesaplar ile yasal nedenlerle saklanması gerekenler müşteri ekibinin sorumluluğunda kalır.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuoteExporter</name>
    <message>
        <source>The quote history could not record the failure either (%1); the export stays marked as interrupted, and a retry with the same key starts it again.</source>
        <translation>Teklif geçmişi hatayı da kaydedemedi (%1); dışa aktarma yarıda kesilmiş olarak işaretli kalır ve aynı anahtarla yeniden deneme onu baştan başlatır.</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; and %3 &apos;%4&apos; are the same file; nothing was written.</source>
        <translation>%1 &apos;%2&apos; ile %3 &apos;%4&apos; aynı dosya; hiçbir şey yazılmadı.</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is the %3 file of %4 &apos;%5&apos;; nothing was written.</source>
        <translation>%1 &apos;%2&apos;, %4 &apos;%5&apos; dosyasına ait %3 dosyası; hiçbir şey yazılmadı.</translation>
    </message>
    <message>
        <source>the quote history</source>
        <translation>teklif geçmişi</translation>
    </message>
    <message>
        <source>the PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Quote %1 in %2 cannot be replayed: %3</source>
        <translation>%2 içindeki teklif %1 tekrarlanamıyor: %3</translation>
    </message>
    <message>
        <source>Quote %1 in %2 cannot be exported again: %3</source>
        <translation>%2 içindeki teklif %1 yeniden dışa aktarılamıyor: %3</translation>
    </message>
    <message>
        <source>The price list &apos;%1&apos; (retrieved %2) gives another total than quote %3 stored for the same configuration; a price list whose rates change needs a new id or retrieved date.</source>
        <translation>&apos;%1&apos; fiyat listesi (alınma tarihi %2), aynı yapılandırma için kayıtlı %3 teklifinden farklı bir toplam veriyor; ücretleri değişen bir fiyat listesi yeni bir kimlik ya da alınma tarihi gerektirir.</translation>
    </message>
    <message>
        <source>Cancelled before a file was chosen.</source>
        <translation>Dosya seçilmeden iptal edildi.</translation>
    </message>
    <message>
        <source>The PDF written to %1 does not read back as written (%2); it is not recorded as done.</source>
        <translation>%1 konumuna yazılan PDF geri okunduğunda yazılanla aynı değil (%2); tamamlandı olarak kaydedilmedi.</translation>
    </message>
    <message>
        <source>other content</source>
        <translation>farklı içerik</translation>
    </message>
    <message>
        <source>The PDF was written to %1, but the quote history could not record it: %2</source>
        <translation>PDF şuraya yazıldı: %1; ancak teklif geçmişi bunu kaydedemedi: %2</translation>
    </message>
    <message>
        <source>The idempotency key %1 was first exported to %2; use that path, or a new key for another file.</source>
        <translation>%1 idempotency anahtarı ilk olarak %2 dosyasına dışa aktarıldı; o yolu ya da başka bir dosya için yeni bir anahtar kullanın.</translation>
    </message>
    <message>
        <source>The PDF of quote %1 (key %2) is missing from %3; it cannot be replayed; export again with a new key.</source>
        <translation>%1 teklifinin PDF dosyası (anahtar %2) %3 konumunda yok; tekrarlanamıyor; yeni bir anahtarla yeniden dışa aktarın.</translation>
    </message>
    <message>
        <source>The PDF of quote %1 (key %2) at %3 is not the file that was exported (%4); it cannot be replayed; export again with a new key.</source>
        <translation>%1 teklifinin %3 konumundaki PDF dosyası (anahtar %2) dışa aktarılan dosya değil (%4); tekrarlanamıyor; yeni bir anahtarla yeniden dışa aktarın.</translation>
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
        <source>Choose a GPU to quote.</source>
        <translation>Teklif için bir GPU seçin.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no price for the GPU &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; fiyat listesinde &quot;%2&quot; GPU&apos;su için fiyat yok.</translation>
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
    <message>
        <source>The price list &quot;%1&quot; has a negative option rate (storage, egress, support or dedicated hosting).</source>
        <translation>&quot;%1&quot; fiyat listesinde negatif bir seçenek ücreti var (depolama, çıkış trafiği, destek veya ayrılmış barındırma).</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; gives the GPU &quot;%2&quot; no usable price (every GPU price must be positive).</source>
        <translation>&quot;%1&quot; fiyat listesi &quot;%2&quot; GPU&apos;su için kullanılabilir bir fiyat vermiyor (her GPU fiyatı pozitif olmalıdır).</translation>
    </message>
    <message>
        <source>The VAT rate must be between 0 and 100 percent.</source>
        <translation>KDV oranı yüzde 0 ile 100 arasında olmalıdır.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no spot price for the GPU &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; fiyat listesinde &quot;%2&quot; GPU&apos;su için spot fiyat yok.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no support tier &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; fiyat listesinde &quot;%2&quot; destek düzeyi yok.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no price for dedicated hosting.</source>
        <translation>&quot;%1&quot; fiyat listesinde ayrılmış barındırma için fiyat yok.</translation>
    </message>
    <message>
        <source>The number of checkpoints kept must be between 0 and %1.</source>
        <translation>Saklanan kontrol noktası sayısı 0 ile %1 arasında olmalıdır.</translation>
    </message>
    <message>
        <source>Checkpoints can only be kept for a training scenario: its estimate gives the size of one checkpoint.</source>
        <translation>Kontrol noktaları yalnızca bir eğitim senaryosu için saklanabilir: bir kontrol noktasının boyutunu o senaryonun tahmini verir.</translation>
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
        <source>Unit price (%1)</source>
        <translation>Birim fiyat (%1)</translation>
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
        <source>Could not save the quote to &quot;%1&quot;: the PDF could not be drawn.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: PDF çizilemedi.</translation>
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
    <message>
        <source>Created: %1</source>
        <translation>Oluşturulma: %1</translation>
    </message>
    <message>
        <source>Valid until: %1</source>
        <translation>Geçerlilik sonu: %1</translation>
    </message>
    <message>
        <source>Price-list source: %1</source>
        <translation>Fiyat listesi kaynağı: %1</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>isteğe bağlı</translation>
    </message>
    <message>
        <source>spot (interruptible)</source>
        <translation>spot (kesintiye uğrayabilir)</translation>
    </message>
    <message>
        <source>fixed term, paid up front</source>
        <translation>sabit kiralama süresi, peşin ödenir</translation>
    </message>
    <message>
        <source>GPU-day</source>
        <translation>GPU-gün</translation>
    </message>
    <message>
        <source>GPU-week</source>
        <translation>GPU-hafta</translation>
    </message>
    <message>
        <source>GPU-month</source>
        <translation>GPU-ay</translation>
    </message>
    <message>
        <source>GPU rental: %1, %2
%3 × %4 (%5&#xa0;h) = %6&#xa0;h · billed quantity: %7</source>
        <translation>GPU kiralama: %1, %2
%3 × %4 (%5&#xa0;saat) = %6&#xa0;saat · faturalanan miktar: %7</translation>
    </message>
    <message>
        <source>Dedicated hosting instead of shared
surcharge on %1 GPU-hours</source>
        <translation>Paylaşımlı yerine ayrılmış barındırma
%1 GPU-saat üzerinden ek ücret</translation>
    </message>
    <message>
        <source>Support: %1
%2&#xa0;h of 720&#xa0;h per month = %3 months</source>
        <translation>Destek: %1
ayda 720&#xa0;saatin %2&#xa0;saati = %3 ay</translation>
    </message>
    <message>
        <source>Storage for the paid %1&#xa0;h
= %2 GB-months (1 month = 720&#xa0;h)</source>
        <translation>Ödenen %1&#xa0;saat için depolama
= %2 GB-ay (1 ay = 720&#xa0;saat)</translation>
    </message>
    <message>
        <source>Egress: data leaving the provider</source>
        <translation>Çıkış trafiği: sağlayıcıdan çıkan veri</translation>
    </message>
    <message>
        <source>%1&#xa0;GPU</source>
        <translation>%1&#xa0;GPU</translation>
    </message>
    <message>
        <source>%1&#xa0;GB</source>
        <translation>%1&#xa0;GB</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Net (%1)</source>
        <translation>Net (%1)</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>%1 başına</translation>
    </message>
    <message>
        <source>Spot line: the capacity can be interrupted; the job needs a recovery plan (training checkpoints).</source>
        <translation>Spot satırı: kapasite kesintiye uğrayabilir; işin bir kurtarma planına ihtiyacı var (eğitim kontrol noktaları).</translation>
    </message>
    <message>
        <source>Subtotal (net)</source>
        <translation>Ara toplam (net)</translation>
    </message>
    <message>
        <source>of which up front (fixed terms)</source>
        <translation>bunun peşin ödenen kısmı (sabit kiralama süreleri)</translation>
    </message>
    <message>
        <source>of which metered</source>
        <translation>bunun kullanıma göre ölçülen kısmı</translation>
    </message>
    <message>
        <source>VAT %1&#xa0;% on %2</source>
        <translation>%2 üzerinden KDV %%1</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>KDV</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>dahil değil</translation>
    </message>
    <message>
        <source>Paid period of this quote: %1 × %2 of %3 hours = %4 hours.</source>
        <translation>Bu teklifin ödenen dönemi: %1 × %3 saatlik %2 = %4 saat.</translation>
    </message>
    <message>
        <source>Fixed terms are paid up front; on-demand and spot hours, storage and egress are metered.</source>
        <translation>Sabit kiralama süreleri peşin ödenir; isteğe bağlı ve spot saatler, depolama ve çıkış trafiği ölçülen kullanıma göre faturalanır.</translation>
    </message>
    <message>
        <source>Prices exclude VAT and other taxes.</source>
        <translation>Fiyatlara KDV ve diğer vergiler dahil değildir.</translation>
    </message>
    <message>
        <source>VAT is computed per rate on the sum of the net lines and rounded once, half up.</source>
        <translation>KDV, her oran için net satırların toplamı üzerinden hesaplanır ve bir kez, yarım yukarı yuvarlanır.</translation>
    </message>
    <message>
        <source>Spot capacity can be interrupted at short notice: a job on a spot line needs a recovery plan, such as training checkpoints it can resume from.</source>
        <translation>Spot kapasite kısa bir uyarı süresiyle kesintiye uğrayabilir: spot satırındaki bir işin, örneğin kaldığı yerden devam edebileceği eğitim kontrol noktaları gibi bir kurtarma planı olmalıdır.</translation>
    </message>
    <message>
        <source>Measurement notes</source>
        <translation>Ölçüm notları</translation>
    </message>
    <message>
        <source>Record each figure separately before the offer is fixed; an empty value is still to be measured.</source>
        <translation>Teklif kesinleşmeden önce her değeri ayrı ayrı kaydedin; boş bir değer, henüz ölçülmesi gerektiği anlamına gelir.</translation>
    </message>
    <message>
        <source>to be measured</source>
        <translation>ölçülecek</translation>
    </message>
    <message>
        <source>Input tokens per month</source>
        <translation>Aylık girdi tokenları</translation>
    </message>
    <message>
        <source>Output tokens per month</source>
        <translation>Aylık çıktı tokenları</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>Eşzamanlı istekler</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Hata oranı</translation>
    </message>
    <message>
        <source>Data refresh frequency</source>
        <translation>Veri yenileme sıklığı</translation>
    </message>
    <message>
        <source>Operates</source>
        <translation>İşletim</translation>
    </message>
    <message>
        <source>Bills</source>
        <translation>Faturalama</translation>
    </message>
    <message>
        <source>Cost of the period</source>
        <translation>Dönem maliyeti</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>Boşta kalma maliyeti</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Çıkış trafiği</translation>
    </message>
    <message>
        <source>The same workload served three ways over the paid period of this quote (%1 hours). Each route leaves different work with you.</source>
        <translation>Aynı iş yükü, bu teklifin ödenen dönemi (%1 saat) boyunca üç farklı yöntemle sunulur. Her yöntemde size kalan iş farklıdır.</translation>
    </message>
    <message>
        <source>Route prices: %1; source %2, retrieved %3.</source>
        <translation>Yöntem fiyatları: %1; kaynak %2, alınma tarihi %3.</translation>
    </message>
    <message>
        <source>Three routes compared</source>
        <translation>Üç yöntemin karşılaştırması</translation>
    </message>
    <message>
        <source>This offer states at which layer retention and deletion are applied, what evidence is delivered, and which responsibilities stay with the customer team. Both sides sign it off before the rental starts.</source>
        <translation>Bu teklif, saklama ve silmenin hangi katmanda uygulandığını, hangi kanıtların teslim edildiğini ve hangi sorumlulukların müşteri ekibinde kaldığını belirtir. Kiralama başlamadan önce iki taraf da onaylar.</translation>
    </message>
    <message>
        <source>1. Layer where retention and deletion are applied</source>
        <translation>1. Saklama ve silmenin uygulandığı katman</translation>
    </message>
    <message>
        <source>2. Evidence delivered</source>
        <translation>2. Teslim edilen kanıtlar</translation>
    </message>
    <message>
        <source>3. Responsibilities that stay with the customer team</source>
        <translation>3. Müşteri ekibinde kalan sorumluluklar</translation>
    </message>
    <message>
        <source>The quote PDF could not be drawn.</source>
        <translation>Teklif PDF&apos;si çizilemedi.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: that path is not a regular file.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: bu yol normal bir dosya değil.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the folder &quot;%2&quot; is read-only or you may not write to it.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: &quot;%2&quot; klasörü salt okunur ya da yazma izniniz yok.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the disk is full (%2 bytes to write); the file was not changed.</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi: disk dolu (yazılacak %2 bayt); dosya değiştirilmedi.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot; in the folder &quot;%2&quot;: %3</source>
        <translation>Teklif &quot;%1&quot; konumuna kaydedilemedi (&quot;%2&quot; klasöründe): %3</translation>
    </message>
    <message>
        <source>The prices below are for this configuration as quoted.</source>
        <translation>Aşağıdaki fiyatlar, teklif edildiği haliyle bu yapılandırma içindir.</translation>
    </message>
    <message>
        <source>Layer split</source>
        <translation>Katman bölme</translation>
    </message>
    <message>
        <source>%1 GPUs, layers per GPU: %2 (--split-mode layer)</source>
        <translation>%1 GPU, GPU başına katman: %2 (--split-mode layer)</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>tepe</translation>
    </message>
    <message>
        <source>In the peak phase (%1):</source>
        <translation>Tepe aşamasında (%1):</translation>
    </message>
    <message>
        <source>Workload: %1. Memory per GPU during a training step (forward pass, backward pass and optimizer step).</source>
        <translation>İş yükü: %1. Bir eğitim adımı sırasında GPU başına bellek (ileri geçiş, geri geçiş ve optimizer adımı).</translation>
    </message>
    <message>
        <source>Workload: %1. Memory per GPU in each phase of the pipeline; the largest phase decides the fit.</source>
        <translation>İş yükü: %1. Hattın her aşamasında GPU başına bellek; sığıp sığmadığını en büyük aşama belirler.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>İş yükü</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>Denoiser precision</source>
        <translation>Gürültü giderici hassasiyeti</translation>
    </message>
    <message>
        <source>Checkpoint storage: 1 checkpoint kept (%1&#xa0;GB)</source>
        <translation>Kontrol noktası depolaması: 1 kontrol noktası saklanır (%1&#xa0;GB)</translation>
    </message>
    <message>
        <source>Checkpoint storage: %1 checkpoints kept (%2&#xa0;GB each)</source>
        <translation>Kontrol noktası depolaması: %1 kontrol noktası saklanır (her biri %2&#xa0;GB)</translation>
    </message>
    <message>
        <source>for the paid %1&#xa0;h = %2 GB-months (1 month = 720&#xa0;h)</source>
        <translation>ödenen %1&#xa0;saat için = %2 GB-ay (1 ay = 720&#xa0;saat)</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Verim</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuoteStore</name>
    <message>
        <source>The quote history is not open.</source>
        <translation>Teklif geçmişi açık değil.</translation>
    </message>
    <message>
        <source>The idempotency key is empty.</source>
        <translation>İdempotency anahtarı boş.</translation>
    </message>
    <message>
        <source>The idempotency key is %1 characters long; at most %2 are allowed.</source>
        <translation>İdempotency anahtarı %1 karakter uzunluğunda; en fazla %2 karaktere izin verilir.</translation>
    </message>
    <message>
        <source>The idempotency key may contain only printable ASCII characters; character %1 (U+%2) is not one.</source>
        <translation>İdempotency anahtarı yalnızca yazdırılabilir ASCII karakterleri içerebilir; %1. karakter (U+%2) bunlardan biri değil.</translation>
    </message>
    <message>
        <source>No file name was given for the quote history.</source>
        <translation>Teklif geçmişi için dosya adı verilmedi.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the quote history.</source>
        <translation>Teklif geçmişi için %1 klasörü oluşturulamıyor.</translation>
    </message>
    <message>
        <source>Unknown operation kind “%1” (expected export_pdf or save).</source>
        <translation>Bilinmeyen işlem türü “%1” (beklenen: export_pdf veya save).</translation>
    </message>
    <message>
        <source>The configuration fingerprint is empty.</source>
        <translation>Yapılandırma parmak izi boş.</translation>
    </message>
    <message>
        <source>The date of the operation is not valid.</source>
        <translation>İşlemin tarihi geçerli değil.</translation>
    </message>
    <message>
        <source>The idempotency key %1 was already used for a different configuration (quote %2). Use a new key for a changed quote.</source>
        <translation>%1 idempotency anahtarı farklı bir yapılandırma için zaten kullanıldı (teklif %2). Değiştirilmiş bir teklif için yeni bir anahtar kullanın.</translation>
    </message>
    <message>
        <source>The idempotency key %1 was already used for another operation (%2). Use a new key.</source>
        <translation>%1 idempotency anahtarı başka bir işlem için zaten kullanıldı (%2). Yeni bir anahtar kullanın.</translation>
    </message>
    <message>
        <source>The operation with idempotency key %1 is still running; wait for it to finish.</source>
        <translation>%1 idempotency anahtarlı işlem hâlâ çalışıyor; bitmesini bekleyin.</translation>
    </message>
    <message>
        <source>All %1 quote references of %2 have been issued.</source>
        <translation>%2 yılına ait %1 teklif referansının tümü verildi.</translation>
    </message>
    <message>
        <source>The result hash must be a SHA-256 digest (32 bytes or 64 hexadecimal digits).</source>
        <translation>Sonuç karma değeri bir SHA-256 özeti olmalıdır (32 bayt veya 64 onaltılık basamak).</translation>
    </message>
    <message>
        <source>No operation with idempotency key %1 was started.</source>
        <translation>%1 idempotency anahtarlı hiçbir işlem başlatılmadı.</translation>
    </message>
    <message>
        <source>The operation with idempotency key %1 already completed with another result.</source>
        <translation>%1 idempotency anahtarlı işlem başka bir sonuçla zaten tamamlandı.</translation>
    </message>
    <message>
        <source>The operation with idempotency key %1 failed; start it again before completing it.</source>
        <translation>%1 idempotency anahtarlı işlem başarısız oldu; tamamlamadan önce yeniden başlatın.</translation>
    </message>
    <message>
        <source>The operation with idempotency key %1 already completed; it cannot fail any more.</source>
        <translation>%1 idempotency anahtarlı işlem zaten tamamlandı; artık başarısız olamaz.</translation>
    </message>
    <message>
        <source>There is no quote with reference %1.</source>
        <translation>%1 referanslı bir teklif yok.</translation>
    </message>
    <message>
        <source>The quote history %1 does not exist.</source>
        <translation>%1 teklif geçmişi yok.</translation>
    </message>
    <message>
        <source>%1 is not a Headroom quote history (it is not a regular file). It was left unchanged.</source>
        <translation>%1 bir Headroom teklif geçmişi değil (normal bir dosya değil). Değiştirilmedi.</translation>
    </message>
    <message>
        <source>The idempotency key %1 is being used by another export (waited %2 s); try again.</source>
        <translation>%1 idempotency anahtarı başka bir dışa aktarma tarafından kullanılıyor (%2 sn beklendi); yeniden deneyin.</translation>
    </message>
    <message>
        <source>Cannot create the quote history %1: %2.</source>
        <translation>%1 teklif geçmişi oluşturulamıyor: %2.</translation>
    </message>
    <message>
        <source>Cannot upgrade the quote history %1 to schema version %2: %3.</source>
        <translation>%1 teklif geçmişi %2 şema sürümüne yükseltilemiyor: %3.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::RentMessages</name>
    <message>
        <source>The largest GPU count must be between 1 and %1.</source>
        <translation>En büyük GPU sayısı 1 ile %1 arasında olmalıdır.</translation>
    </message>
    <message>
        <source>The number of terms must be at least 1.</source>
        <translation>Dönem sayısı en az 1 olmalıdır.</translation>
    </message>
    <message>
        <source>The number of answers must be between 1 and %1.</source>
        <translation>Yanıt sayısı 1 ile %1 arasında olmalıdır.</translation>
    </message>
    <message>
        <source>The utilisation must be between 1 and 100 percent.</source>
        <translation>Kullanım oranı yüzde 1 ile 100 arasında olmalıdır.</translation>
    </message>
    <message>
        <source>A speed target must be a number of tokens per second above 0.</source>
        <translation>Hız hedefi, 0&apos;dan büyük bir saniyede token sayısı olmalıdır.</translation>
    </message>
    <message>
        <source>Only inference can be rented this way; choose the inference workload.</source>
        <translation>Bu yolla yalnızca çıkarım kiralanabilir; çıkarım iş yükünü seçin.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; prices no GPU of the catalogue with the chosen pricing.</source>
        <translation>&quot;%1&quot; fiyat listesi, seçilen fiyatlandırmayla katalogdaki hiçbir GPU&apos;ya fiyat vermiyor.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::Routes</name>
    <message>
        <source>%1: unknown key &quot;%2&quot;.</source>
        <translation>%1: bilinmeyen anahtar &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a non-empty string.</source>
        <translation>%1: &quot;%2&quot; boş olmayan bir dize olmalıdır.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a whole number of micro-units, 0 or more.</source>
        <translation>%1: &quot;%2&quot;, mikro birim cinsinden 0 veya daha büyük bir tam sayı olmalıdır.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a date YYYY-MM-DD.</source>
        <translation>%1: &quot;%2&quot;, YYYY-MM-DD biçiminde bir tarih olmalıdır.</translation>
    </message>
    <message>
        <source>%1: &quot;source&quot; must be an object with url and retrieved.</source>
        <translation>%1: &quot;source&quot;, url ve retrieved içeren bir nesne olmalıdır.</translation>
    </message>
    <message>
        <source>%1: &quot;url&quot; must start with https://.</source>
        <translation>%1: &quot;url&quot;, https:// ile başlamalıdır.</translation>
    </message>
    <message>
        <source>Route prices: not valid JSON at byte %1 (%2).</source>
        <translation>Yöntem fiyatları: %1. baytta geçerli JSON değil (%2).</translation>
    </message>
    <message>
        <source>Route prices: the file must hold one JSON object.</source>
        <translation>Yöntem fiyatları: dosya tek bir JSON nesnesi içermelidir.</translation>
    </message>
    <message>
        <source>Route prices: &quot;format&quot; must be &quot;headroom-route-prices&quot;.</source>
        <translation>Yöntem fiyatları: &quot;format&quot; değeri &quot;headroom-route-prices&quot; olmalıdır.</translation>
    </message>
    <message>
        <source>Route prices: &quot;version&quot; must be %1.</source>
        <translation>Yöntem fiyatları: &quot;version&quot; değeri %1 olmalıdır.</translation>
    </message>
    <message>
        <source>%1: &quot;currency&quot; must be an ISO 4217 code such as USD.</source>
        <translation>%1: &quot;currency&quot;, USD gibi bir ISO 4217 kodu olmalıdır.</translation>
    </message>
    <message>
        <source>%1: &quot;example_data&quot; must be true or false.</source>
        <translation>%1: &quot;example_data&quot; true veya false olmalıdır.</translation>
    </message>
    <message>
        <source>%1: &quot;managed_endpoints&quot; must be an array.</source>
        <translation>%1: &quot;managed_endpoints&quot; bir dizi olmalıdır.</translation>
    </message>
    <message>
        <source>%1: must be an object.</source>
        <translation>%1: bir nesne olmalıdır.</translation>
    </message>
    <message>
        <source>Route prices: %1</source>
        <translation>Yöntem fiyatları: %1</translation>
    </message>
    <message>
        <source>The route prices are in %1 and the quote in %2: no figure.</source>
        <translation>Yöntem fiyatları %1, teklif ise %2 cinsinden: tutar hesaplanamaz.</translation>
    </message>
    <message>
        <source>Hosted model API</source>
        <translation>Barındırılan model API&apos;si</translation>
    </message>
    <message>
        <source>The provider runs model, runtime and hardware; you call an API.</source>
        <translation>Model, çalışma zamanı ve donanımı sağlayıcı işletir; siz bir API&apos;yi çağırırsınız.</translation>
    </message>
    <message>
        <source>Nothing is billed without requests.</source>
        <translation>İstek yoksa hiçbir şey faturalanmaz.</translation>
    </message>
    <message>
        <source>Egress: usually included in the token price.</source>
        <translation>Çıkış trafiği: genellikle token fiyatına dahildir.</translation>
    </message>
    <message>
        <source>Input and output tokens per month are to be measured; no figure without them.</source>
        <translation>Aylık girdi ve çıktı tokenları ölçülecek; bunlar olmadan tutar hesaplanamaz.</translation>
    </message>
    <message>
        <source>%1 input and %2 output tokens a month (720 h), over %3 h.</source>
        <translation>Ayda (720 saat) %1 girdi ve %2 çıktı tokenı, %3 saat üzerinden.</translation>
    </message>
    <message>
        <source>Managed endpoint</source>
        <translation>Yönetilen endpoint</translation>
    </message>
    <message>
        <source>The provider runs runtime and hardware; you choose model and scale.</source>
        <translation>Çalışma zamanını ve donanımı sağlayıcı işletir; modeli ve ölçeği siz seçersiniz.</translation>
    </message>
    <message>
        <source>Billed while the endpoint is up, with or without requests.</source>
        <translation>Endpoint açık olduğu sürece, istek olsa da olmasa da faturalandırılır.</translation>
    </message>
    <message>
        <source>Egress: per the provider&apos;s terms; not in this figure.</source>
        <translation>Çıkış trafiği: sağlayıcının koşullarına göre; bu tutara dahil değil.</translation>
    </message>
    <message>
        <source>Per endpoint-hour; the route prices have no example for %1.</source>
        <translation>Endpoint-saat başına; yöntem fiyatlarında %1 için örnek yok.</translation>
    </message>
    <message>
        <source>No endpoint price for %1: no figure.</source>
        <translation>%1 için endpoint fiyatı yok: tutar verilemiyor.</translation>
    </message>
    <message>
        <source>Own runtime</source>
        <translation>Kendi çalışma ortamı</translation>
    </message>
    <message>
        <source>You run engine, updates and scaling; the provider runs the hardware.</source>
        <translation>Motoru, güncellemeleri ve ölçeklendirmeyi siz yürütürsünüz; donanımı sağlayıcı işletir.</translation>
    </message>
    <message>
        <source>Per GPU-hour: the GPU lines of this quote, %1 GPU-hours.</source>
        <translation>GPU-saat başına: bu teklifin GPU kalemleri, %1 GPU-saat.</translation>
    </message>
    <message>
        <source>The full paid period; stopping does not pause billing.</source>
        <translation>Ödenen dönemin tamamı; durdurmak faturalandırmayı duraklatmaz.</translation>
    </message>
    <message>
        <source>Egress: %1 per GB per the price list; %2 GB in this quote.</source>
        <translation>Çıkış trafiği: fiyat listesine göre GB başına %1; bu teklifte %2 GB.</translation>
    </message>
    <message>
        <source>Egress: per GB per the price list; none in this quote.</source>
        <translation>Çıkış trafiği: fiyat listesine göre GB başına; bu teklifte yok.</translation>
    </message>
    <message>
        <source>The quote&apos;s GPU lines; storage, support and egress extra.</source>
        <translation>Teklifin GPU kalemleri; depolama, destek ve çıkış trafiği ayrıca.</translation>
    </message>
    <message>
        <source>the route prices</source>
        <translation>yöntem fiyatları</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a whole number from %3 to %4.</source>
        <translation>%1: &quot;%2&quot;, %3 ile %4 arasında bir tam sayı olmalıdır.</translation>
    </message>
    <message>
        <source>%1, mixture of experts</source>
        <translation>%1, uzmanlar karışımı (MoE)</translation>
    </message>
    <message>
        <source>%1, dense</source>
        <translation>%1, yoğun (dense)</translation>
    </message>
    <message>
        <source>%1: &quot;model_api&quot; must be an array of prices per model size class.</source>
        <translation>%1: &quot;model_api&quot;, model boyutu sınıfı başına fiyatlardan oluşan bir dizi olmalıdır.</translation>
    </message>
    <message>
        <source>%1: &quot;size_class&quot; must be one of up-to-10b, 10b-40b, 40b-120b, above-120b.</source>
        <translation>%1: &quot;size_class&quot; şunlardan biri olmalıdır: up-to-10b, 10b-40b, 40b-120b, above-120b.</translation>
    </message>
    <message>
        <source>%1: &quot;architecture&quot; must be &quot;dense&quot; or &quot;moe&quot;.</source>
        <translation>%1: &quot;architecture&quot; değeri &quot;dense&quot; veya &quot;moe&quot; olmalıdır.</translation>
    </message>
    <message>
        <source>%1: size class &quot;%2&quot; (%3) is listed twice.</source>
        <translation>%1: &quot;%2&quot; boyut sınıfı (%3) iki kez listelenmiş.</translation>
    </message>
    <message>
        <source>%1: GPU &quot;%2&quot; with %3 GPUs is listed twice.</source>
        <translation>%1: %3 GPU&apos;lu &quot;%2&quot; GPU&apos;su iki kez listelenmiş.</translation>
    </message>
    <message>
        <source>Per million tokens; the price depends on the size of the model, which this quote does not state.</source>
        <translation>Milyon token başına; fiyat modelin boyutuna bağlıdır ve bu teklif modelin boyutunu belirtmiyor.</translation>
    </message>
    <message>
        <source>No hosted price for a comparable model is known: the quote names no model with a parameter count.</source>
        <translation>Karşılaştırılabilir bir model için barındırma fiyatı bilinmiyor: teklif, parametre sayısı bilinen bir model belirtmiyor.</translation>
    </message>
    <message>
        <source>Per million tokens; the route prices have no example for models of %1.</source>
        <translation>Milyon token başına; yöntem fiyatlarında %1 içeren modeller için örnek yok.</translation>
    </message>
    <message>
        <source>No hosted price for a comparable model is known (%1, %2): no figure.</source>
        <translation>Karşılaştırılabilir bir model için barındırma fiyatı bilinmiyor (%1, %2): tutar verilemiyor.</translation>
    </message>
    <message>
        <source>Per million tokens: %1 input, %2 output (%3, %4; the example for models of %5).</source>
        <translation>Milyon token başına: girdi %1, çıktı %2 (%3, %4; %5 içeren modeller için örnek).</translation>
    </message>
    <message>
        <source>Per endpoint-hour: %1 for one endpoint with one %2 (%3, %4).</source>
        <translation>Endpoint-saat başına: tek %2 içeren bir endpoint için %1 (%3, %4).</translation>
    </message>
    <message>
        <source>Per endpoint-hour: %1 for one endpoint with %2 × %3 (%4, %5).</source>
        <translation>Endpoint-saat başına: %2 × %3 içeren bir endpoint için %1 (%4, %5).</translation>
    </message>
    <message>
        <source>Per endpoint-hour: %1 for one %2, × %3 GPUs = %4 for one endpoint (%5, %6).</source>
        <translation>Endpoint-saat başına: bir %2 için %1, × %3 GPU = bir endpoint için %4 (%5, %6).</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Endpoints: %1, one GPU each (assumed: the quote has no fit), up for %2 h.</source>
        <translation>Endpoint sayısı: %1, her biri tek GPU&apos;lu (varsayım: teklifte sığma hesabı yok), %2 saat açık.</translation>
    </message>
    <message>
        <source>Endpoints: %1, one GPU each (one replica needs one GPU in the fit), up for %2 h.</source>
        <translation>Endpoint sayısı: %1, her biri tek GPU&apos;lu (sığma hesabına göre bir kopya tek GPU gerektirir), %2 saat açık.</translation>
    </message>
    <message>
        <source>Endpoints: %1, each with %2 (the GPUs one replica needs in the fit), up for %3 h.</source>
        <translation>Endpoint sayısı: %1, her biri %2 ile (sığma hesabına göre bir kopyanın gerektirdiği GPU&apos;lar), %3 saat açık.</translation>
    </message>
    <message>
        <source>up to 10B parameters</source>
        <translation>en fazla 10B parametre</translation>
    </message>
    <message>
        <source>10B to 40B parameters</source>
        <translation>10B ile 40B arası parametre</translation>
    </message>
    <message>
        <source>40B to 120B parameters</source>
        <translation>40B ile 120B arası parametre</translation>
    </message>
    <message>
        <source>more than 120B parameters</source>
        <translation>120B&apos;den fazla parametre</translation>
    </message>
    <message>
        <source>Route prices: version 1 files are no longer read: their one &quot;model_api&quot; price does not say which model size it is for. Give a price per size class and &quot;version&quot;: %1 (resources/catalog/README.md).</source>
        <translation>Yöntem fiyatları: sürüm 1 dosyaları artık okunmuyor: bu dosyalardaki tek &quot;model_api&quot; fiyatı hangi model boyutu için geçerli olduğunu belirtmiyor. Boyut sınıfı başına bir fiyat ve &quot;version&quot;: %1 verin (resources/catalog/README.md).</translation>
    </message>
    <message>
        <source>Endpoints: %1, each with %2: the quoted GPUs cannot hold one replica, so the endpoint has the fewest GPUs of this kind that can; up for %3 h.</source>
        <translation>Endpoint sayısı: %1, her biri %2 ile: teklif edilen GPU&apos;lar bir kopyayı taşıyamaz, bu yüzden endpoint bu türün bunu taşıyabilen en az GPU sayısına sahiptir; %3 saat açık.</translation>
    </message>
    <message>
        <source>Per million tokens: no figure, the quoted configuration does not fit.</source>
        <translation>Milyon token başına: tutar yok, teklif edilen yapılandırma sığmıyor.</translation>
    </message>
    <message>
        <source>Per million tokens: no figure, the throughput is not known for this GPU.</source>
        <translation>Milyon token başına: tutar yok, bu GPU&apos;nun verimi bilinmiyor.</translation>
    </message>
    <message>
        <source>Per million tokens: no figure for this period.</source>
        <translation>Milyon token başına: bu dönem için tutar yok.</translation>
    </message>
    <message>
        <source>Per million tokens at %1 % utilisation over %2 h: %3 output (%4 tokens/s decoding in total), %5 input (%6 tokens/s prefill in total).</source>
        <translation>%%1 kullanım oranında, %2 saat üzerinden milyon token başına: çıktı %3 (toplam saniyede %4 token decode), girdi %5 (toplam saniyede %6 token prefill).</translation>
    </message>
</context>
<context>
    <name>headroom::scenario::AssumptionLabels</name>
    <message>
        <source>1 token</source>
        <translation>1 token</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens</source>
        <translation>
            <numerusform>%1 token</numerusform>
        </translation>
    </message>
    <message>
        <source>1 sequence</source>
        <translation>1 dizi</translation>
    </message>
    <message numerus="yes">
        <source>%1 sequences</source>
        <translation>
            <numerusform>%1 dizi</numerusform>
        </translation>
    </message>
    <message>
        <source>1 KV head</source>
        <translation>1 KV başlığı</translation>
    </message>
    <message numerus="yes">
        <source>%1 KV heads</source>
        <translation>
            <numerusform>%1 KV başlığı</numerusform>
        </translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 GPUs</source>
        <translation>
            <numerusform>%1 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>1 parallel sequence</source>
        <translation>1 paralel dizi</translation>
    </message>
    <message numerus="yes">
        <source>%1 parallel sequences</source>
        <translation>
            <numerusform>%1 paralel dizi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list: 27, 27 and 26</comment>
        <translation>%1 ve %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>items of a list before the last two: 27, 27 and 26</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Weights: %1 parameters stored as %2 (%3 bits each); every tensor, including embeddings, norms and all experts, uses this precision.</source>
        <translation>Ağırlıklar: %1 parametre %2 olarak saklanır (her biri %3 bit); embedding&apos;ler, normalizasyon katmanları ve tüm uzmanlar dahil her tensör bu hassasiyeti kullanır.</translation>
    </message>
    <message>
        <source>Weights: %1, priced per tensor class of the architecture (%2 parameters): linear weights, experts, embeddings, LM head, norms and routers each at the precision the format keeps them in.</source>
        <translation>Ağırlıklar: %1, mimarinin tensör sınıflarına göre hesaplanır (%2 parametre): doğrusal ağırlıklar, uzmanlar, embedding&apos;ler, LM başlığı, normalizasyon katmanları ve yönlendiriciler, her biri biçimin onları tuttuğu hassasiyette.</translation>
    </message>
    <message>
        <source>No tensor parallelism: each GPU holds a full copy of the model.</source>
        <translation>Tensör paralelliği yok: her GPU modelin tam bir kopyasını tutar.</translation>
    </message>
    <message numerus="yes">
        <source>Tensor parallelism over %1 GPUs: weights and the FFN working set are split evenly across them.</source>
        <translation>
            <numerusform>%1 GPU üzerinde tensör paralelliği: ağırlıklar ve FFN çalışma kümesi bu GPU&apos;lara eşit olarak bölünür.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replicas of %2 each run independently and do not pool memory.</source>
        <comment>%2 = &apos;4 GPUs&apos;</comment>
        <translation>
            <numerusform>Her biri %2 kullanan %1 kopya bağımsız çalışır ve belleklerini birleştirmez.</numerusform>
        </translation>
    </message>
    <message>
        <source>KV cache: %1, %2 for each of %3, full context in every layer, %4 per GPU.</source>
        <comment>%1 = KV types (f16), %2 = &apos;8,192 tokens&apos;, %3 = &apos;2 sequences&apos;, %4 = &apos;8 KV heads&apos;</comment>
        <translation>KV önbelleği: %1, %3 için her birine %2, her katmanda tam bağlam, GPU başına %4.</translation>
    </message>
    <message numerus="yes">
        <source>Sliding-window and chunked layers keep at most their window (%1 tokens) per sequence.</source>
        <translation>
            <numerusform>Kayan pencere ve bloklu katmanlar dizi başına en fazla pencerelerini (%1 token) tutar.</numerusform>
        </translation>
    </message>
    <message>
        <source>MLA layers cache the decompressed keys and values of every head, as Transformers does.</source>
        <translation>MLA katmanları, Transformers&apos;ta olduğu gibi her başlığın sıkıştırması açılmış anahtarlarını ve değerlerini önbellekte tutar.</translation>
    </message>
    <message>
        <source>The model has fewer KV heads (%1) than GPUs (%2), so each GPU keeps a replicated copy of one KV head.</source>
        <translation>Modelin KV başlığı sayısı (%1) GPU sayısından (%2) az; bu yüzden her GPU bir KV başlığının çoğaltılmış bir kopyasını tutar.</translation>
    </message>
    <message numerus="yes">
        <source>Activations: a prefill chunk of %1 tokens with an f32 FFN working set, flash attention, and f32 logits for each sequence.</source>
        <translation>
            <numerusform>Aktivasyonlar: f32 FFN çalışma kümesi, flash attention ve her dizi için f32 logit&apos;lerle %1 tokenlik bir prefill bloğu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runtime overhead: %1 MiB per GPU for the CUDA context, libraries and allocator slack.</source>
        <translation>Çalışma zamanı ek yükü: CUDA bağlamı, kütüphaneler ve bellek ayırıcının boşluk payı için GPU başına %1 MiB.</translation>
    </message>
    <message>
        <source>Usable memory per GPU is the total the driver reports (%1 bytes); no engine reserve is subtracted.</source>
        <translation>GPU başına kullanılabilir bellek, sürücünün bildirdiği toplamdır (%1 bayt); motor rezervi düşülmez.</translation>
    </message>
    <message>
        <source>vLLM V1 with tensor parallelism %1; KV heads per GPU are max(1, heads / %1), an MLA latent is replicated.</source>
        <translation>Tensör paralelliği %1 ile vLLM V1; GPU başına KV başlığı: max(1, heads / %1); MLA gizil vektörü çoğaltılır.</translation>
    </message>
    <message numerus="yes">
        <source>vLLM V1 with tensor parallelism %1, %2 independent replicas; KV heads per GPU are max(1, heads / %1), an MLA latent is replicated.</source>
        <translation>
            <numerusform>Tensör paralelliği %1 ile vLLM V1, %2 bağımsız kopya; GPU başına KV başlığı: max(1, heads / %1); MLA gizil vektörü çoğaltılır.</numerusform>
        </translation>
    </message>
    <message>
        <source>KV cache budget: %1 % of the GPU minus weights, the profiled activation peak (%2 MiB, a dummy step of %3 tokens and a sampler pass over %4 sequences) and %5 MiB of non-torch memory.</source>
        <comment>%1 = gpu_memory_utilization in percent, one decimal</comment>
        <translation>KV önbelleği bütçesi: GPU belleğinin %%1 oranı eksi ağırlıklar, profillenen aktivasyon tepe değeri (%2 MiB; %3 tokenlik bir deneme adımı ve %4 dizi üzerinden bir örnekleyici geçişi) ve torch dışı %5 MiB bellek.</translation>
    </message>
    <message numerus="yes">
        <source>KV cache: %1, blocks of %2 tokens; sliding-window layers keep their window plus max_num_batched_tokens.</source>
        <translation>
            <numerusform>KV önbelleği: %1, %2 tokenlik bloklar; kayan pencere katmanları pencerelerini ve buna ek olarak max_num_batched_tokens kadarını tutar.</numerusform>
        </translation>
    </message>
    <message>
        <source>The layers&apos; KV page sizes are not multiples of each other; vLLM cannot unify them, the estimate rounds the smaller pages up.</source>
        <translation>Katmanların KV sayfa boyutları birbirinin katı değil; vLLM bunları birleştiremez, tahmin küçük sayfaları yukarı yuvarlar.</translation>
    </message>
    <message>
        <source>CUDA graphs: about %1 MiB, taken from the KV cache budget.</source>
        <translation>CUDA grafları: yaklaşık %1 MiB, KV önbelleği bütçesinden alınır.</translation>
    </message>
    <message>
        <source>CUDA graphs: about %1 MiB, captured after the KV cache inside the reserve.</source>
        <translation>CUDA grafları: yaklaşık %1 MiB, KV önbelleğinden sonra rezervin içinde yakalanır.</translation>
    </message>
    <message numerus="yes">
        <source>The reserve outside the budget must hold the CUDA context (%1 MiB); at most %2 sequences run at once (max_num_seqs).</source>
        <translation>
            <numerusform>Bütçe dışındaki rezerv CUDA bağlamını (%1 MiB) karşılamalıdır; aynı anda en fazla %2 dizi çalışır (max_num_seqs).</numerusform>
        </translation>
    </message>
    <message>
        <source>Ollama: num_ctx %1 x %2 = %3 cells in one cache, padded to %4.</source>
        <comment>%2 = &apos;2 parallel sequences&apos;</comment>
        <translation>Ollama: num_ctx %1 x %2 = tek bir önbellekte %3 hücre, dolguyla %4 hücreye tamamlanır.</translation>
    </message>
    <message>
        <source>%1: run with -c %2 -np %3; the context is shared by the sequences and padded to %4 cells (%5).</source>
        <comment>%1 = llama.cpp or ik_llama.cpp; -c and -np are command-line flags</comment>
        <translation>%1: -c %2 -np %3 ile çalıştırılır; bağlam diziler arasında paylaşılır ve dolguyla %4 hücreye tamamlanır (%5).</translation>
    </message>
    <message>
        <source>KV cache: %1.</source>
        <translation>KV önbelleği: %1.</translation>
    </message>
    <message>
        <source>Without flash attention a quantized V cache is kept in f16.</source>
        <translation>Flash attention olmadan nicemlenmiş bir V önbelleği f16 olarak tutulur.</translation>
    </message>
    <message>
        <source>Without flash attention Ollama keeps the KV cache in f16.</source>
        <translation>Flash attention olmadan Ollama KV önbelleğini f16 olarak tutar.</translation>
    </message>
    <message>
        <source>Sliding-window layers keep the full context.</source>
        <translation>Kayan pencere katmanları tam bağlamı tutar.</translation>
    </message>
    <message numerus="yes">
        <source>Sliding-window layers keep the window x sequences + the micro-batch of %1 tokens, padded to %2 cells.</source>
        <translation>
            <numerusform>Kayan pencere katmanları pencere x dizi sayısı + %1 tokenlik mikro yığını tutar; dolguyla %2 hücreye tamamlanır.</numerusform>
        </translation>
    </message>
    <message>
        <source>MLA layers keep only the compressed latent (kv_lora_rank + rope dims per token).</source>
        <translation>MLA katmanları yalnızca sıkıştırılmış gizil vektörü tutar (token başına kv_lora_rank + rope boyutları).</translation>
    </message>
    <message numerus="yes">
        <source>Graph size: Ollama&apos;s llama formula for a micro-batch of %1 tokens; reserve %2 MiB per GPU (cudaMinimumMemory + OLLAMA_GPU_OVERHEAD).</source>
        <translation>
            <numerusform>Graf boyutu: %1 tokenlik mikro yığın için Ollama&apos;nın llama formülü; GPU başına %2 MiB rezerv (cudaMinimumMemory + OLLAMA_GPU_OVERHEAD).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compute buffer for a micro-batch of %1 tokens with flash attention; the output buffer (%2 bytes) stays in host memory; runtime overhead %3 MiB per GPU.</source>
        <translation>
            <numerusform>Flash attention ile %1 tokenlik mikro yığın için hesaplama arabelleği; çıkış arabelleği (%2 bayt) ana bilgisayar belleğinde kalır; GPU başına çalışma zamanı ek yükü %3 MiB.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compute buffer for a micro-batch of %1 tokens without flash attention; the output buffer (%2 bytes) stays in host memory; runtime overhead %3 MiB per GPU.</source>
        <translation>
            <numerusform>Flash attention olmadan %1 tokenlik mikro yığın için hesaplama arabelleği; çıkış arabelleği (%2 bayt) ana bilgisayar belleğinde kalır; GPU başına çalışma zamanı ek yükü %3 MiB.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 micro-batch</source>
        <translation>1 mikro yığın</translation>
    </message>
    <message numerus="yes">
        <source>%1 micro-batches</source>
        <translation>
            <numerusform>%1 mikro yığın</numerusform>
        </translation>
    </message>
    <message>
        <source>1 image</source>
        <translation>1 görüntü</translation>
    </message>
    <message numerus="yes">
        <source>%1 images</source>
        <translation>
            <numerusform>%1 görüntü</numerusform>
        </translation>
    </message>
    <message>
        <source>Image generation: %1 x %2 pixels, %3 per batch.</source>
        <comment>%3 = &apos;4 images&apos;</comment>
        <translation>Görüntü üretimi: %1 x %2 piksel, yığın başına %3.</translation>
    </message>
    <message numerus="yes">
        <source>Classifier-free guidance runs the denoiser on a conditional and an unconditional copy of each image: a batch of %1.</source>
        <translation>
            <numerusform>Classifier-free guidance, gürültü gidericiyi her görüntünün koşullu ve koşulsuz birer kopyası üzerinde çalıştırır: %1 büyüklüğünde bir yığın.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model is guidance-distilled: the denoiser runs a batch of %1, one per image.</source>
        <translation>
            <numerusform>Model guidance-distilled olarak eğitilmiştir: gürültü giderici, görüntü başına bir tane olmak üzere %1 büyüklüğünde bir yığın çalıştırır.</numerusform>
        </translation>
    </message>
    <message>
        <source>Precision: denoiser %1, text encoders %2, VAE %3; activations are 16-bit unless the run is fp32.</source>
        <comment>%1 = a weight format (fp16, q8_0), %2 and %3 = a dtype (bf16, fp32)</comment>
        <translation>Hassasiyet: gürültü giderici %1, metin kodlayıcılar %2, VAE %3; çalıştırma fp32 değilse aktivasyonlar 16 bittir.</translation>
    </message>
    <message>
        <source>The pipeline upcasts the VAE to fp32 for the decode (force_upcast).</source>
        <translation>Hat, kod çözme için VAE&apos;yi fp32&apos;ye yükseltir (force_upcast).</translation>
    </message>
    <message numerus="yes">
        <source>Loaded in fp16, T5 keeps %1 parameters (its FFN output projections, wo) in fp32.</source>
        <translation>
            <numerusform>fp16 olarak yüklendiğinde T5, %1 parametreyi (FFN çıkış projeksiyonlarını, wo) fp32&apos;de tutar.</numerusform>
        </translation>
    </message>
    <message>
        <source>No CPU offload: the text encoders, the denoiser and the VAE stay on the GPU in every phase.</source>
        <translation>CPU&apos;ya aktarma yok: metin kodlayıcılar, gürültü giderici ve VAE her aşamada GPU&apos;da kalır.</translation>
    </message>
    <message>
        <source>Model CPU offload: only the running component is on the GPU; the others wait in host memory (up to %1 MiB).</source>
        <translation>Model düzeyinde CPU&apos;ya aktarma: GPU&apos;da yalnızca çalışan bileşen bulunur; diğerleri sistem belleğinde bekler (en fazla %1 MiB).</translation>
    </message>
    <message>
        <source>Sequential CPU offload: the weights stay in host memory (%1 MiB) and reach the GPU one layer at a time (at most %2 MiB).</source>
        <translation>Sıralı CPU&apos;ya aktarma: ağırlıklar sistem belleğinde kalır (%1 MiB) ve GPU&apos;ya katman katman gelir (en fazla %2 MiB).</translation>
    </message>
    <message>
        <source>VAE decode: %1 at once at full resolution; its working set grows with the image area.</source>
        <comment>%1 = &apos;4 images&apos;</comment>
        <translation>VAE kod çözme: tam çözünürlükte aynı anda %1; çalışma kümesi görüntü alanıyla büyür.</translation>
    </message>
    <message>
        <source>VAE decode: one image at a time (slicing).</source>
        <translation>VAE kod çözme: bir seferde bir görüntü (dilimleme).</translation>
    </message>
    <message numerus="yes">
        <source>VAE decode in tiles of %1 x %1 pixels overlapping by a quarter (%2 tiles per image): its working set follows the tile, not the image.</source>
        <translation>
            <numerusform>Çeyrek örtüşmeli %1 x %1 piksellik karolarla VAE kod çözme (görüntü başına %2 karo): çalışma kümesi görüntüyü değil karoyu izler.</numerusform>
        </translation>
    </message>
    <message>
        <source>The peak is the text encoding (%1 MiB): the phases run one after another, so the largest sets the GPU memory.</source>
        <translation>En yüksek bellek kullanımı metin kodlama aşamasındadır (%1 MiB): aşamalar art arda çalıştığı için GPU belleğini en büyük aşama belirler.</translation>
    </message>
    <message>
        <source>The peak is the denoising (%1 MiB): the phases run one after another, so the largest sets the GPU memory.</source>
        <translation>En yüksek bellek kullanımı gürültü giderme aşamasındadır (%1 MiB): aşamalar art arda çalıştığı için GPU belleğini en büyük aşama belirler.</translation>
    </message>
    <message>
        <source>The peak is the VAE decode (%1 MiB): the phases run one after another, so the largest sets the GPU memory.</source>
        <translation>En yüksek bellek kullanımı VAE kod çözme aşamasındadır (%1 MiB): aşamalar art arda çalıştığı için GPU belleğini en büyük aşama belirler.</translation>
    </message>
    <message>
        <source>Model states per trainable parameter (%1): weights %2 bytes, fp32 master copy %3, gradients %4, optimizer state %5 (%6); %7 bytes before sharding.</source>
        <comment>%1 = a dtype (bf16), %6 = an optimizer name (adamw); %2-%5 and %7 are bytes per parameter</comment>
        <translation>Eğitilebilir parametre başına model durumları (%1): ağırlıklar %2 bayt, fp32 ana kopya %3, gradyanlar %4, optimizer durumu %5 (%6); parçalamadan önce %7 bayt.</translation>
    </message>
    <message numerus="yes">
        <source>LoRA rank %1 on %2: %3 trainable parameters; the frozen base, %4, takes %5 MiB and has no gradients or optimizer state.</source>
        <comment>%2 = LoRA target modules (q,k,v,o), %4 = a weight format label</comment>
        <translation>
            <numerusform>%2 üzerinde LoRA rankı %1: %3 eğitilebilir parametre; %4 biçimindeki dondurulmuş temel model %5 MiB yer kaplar; gradyanı ve optimizer durumu yoktur.</numerusform>
        </translation>
    </message>
    <message>
        <source>One GPU: no data parallelism and no gradient buckets.</source>
        <translation>Tek GPU: veri paralelliği ve gradyan kovaları yok.</translation>
    </message>
    <message numerus="yes">
        <source>DDP over %1 GPUs: every GPU holds all model states (replicas do not pool memory), plus %2 MiB of gradient buckets, a second copy of the gradients (gradient_as_bucket_view is off by default).</source>
        <translation>
            <numerusform>%1 GPU üzerinde DDP: her GPU tüm model durumlarını tutar (kopyalar belleklerini birleştirmez); buna gradyanların ikinci bir kopyası olan %2 MiB gradyan kovası eklenir (gradient_as_bucket_view varsayılan olarak kapalıdır).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FSDP NO_SHARD over %1 GPUs: every GPU holds all model states; replicas do not pool memory.</source>
        <translation>
            <numerusform>%1 GPU üzerinde FSDP NO_SHARD: her GPU tüm model durumlarını tutar; kopyalar belleklerini birleştirmez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %2 GPUs: the optimizer state and master weights are divided by %2; weights and gradients are whole on every GPU.</source>
        <comment>%1 = a sharding strategy (ZeRO-1)</comment>
        <translation>
            <numerusform>%2 GPU üzerinde %1: optimizer durumu ve ana ağırlıklar %2 parçaya bölünür; ağırlıklar ve gradyanlar her GPU&apos;da tamdır.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %2 GPUs: the optimizer state, master weights and gradients are divided by %2; weights are whole on every GPU.</source>
        <comment>%1 = a sharding strategy (ZeRO-2, FSDP SHARD_GRAD_OP)</comment>
        <translation>
            <numerusform>%2 GPU üzerinde %1: optimizer durumu, ana ağırlıklar ve gradyanlar %2 parçaya bölünür; ağırlıklar her GPU&apos;da tamdır.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ZeRO-3 over %1 GPUs: weights, master weights, gradients and optimizer state are divided by %1, plus %2 MiB to gather the largest layer&apos;s weights and gradients (DeepSpeed&apos;s estimate).</source>
        <translation>
            <numerusform>%1 GPU üzerinde ZeRO-3: ağırlıklar, ana ağırlıklar, gradyanlar ve optimizer durumu %1 parçaya bölünür; buna en büyük katmanın ağırlıklarını ve gradyanlarını toplamak için %2 MiB eklenir (DeepSpeed&apos;in tahmini).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %2 GPUs: weights, master weights, gradients and optimizer state are divided by %2, plus %3 MiB for the gathered root unit (embeddings, LM head, final norm) and two gathered decoder layers (the current one and the prefetched one).</source>
        <comment>%1 = a sharding strategy (FSDP FULL_SHARD)</comment>
        <translation>
            <numerusform>%2 GPU üzerinde %1: ağırlıklar, ana ağırlıklar, gradyanlar ve optimizer durumu %2 parçaya bölünür; buna toplanan kök birim (embedding&apos;ler, LM başlığı, son normalizasyon) ve toplanan iki kod çözücü katmanı (geçerli olan ve önceden getirilen) için %3 MiB eklenir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>HYBRID_SHARD: %1 shard groups of %2 GPUs; each group holds one replica, and replicas do not pool memory.</source>
        <translation>
            <numerusform>HYBRID_SHARD: %2 GPU&apos;luk %1 parça grubu; her grup bir kopya tutar ve kopyalar belleklerini birleştirmez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Activations: micro-batch %1 x %2 tokens with flash attention, activation checkpointing %3: %4 MiB (Korthikanti et al. 2022 per layer, generalised to gated FFNs, GQA and fp32 norms, no dropout).</source>
        <comment>%3 = none, selective or full (a setting)</comment>
        <translation>
            <numerusform>Aktivasyonlar: flash attention ile mikro yığın %1 x %2 token, aktivasyon checkpointing %3: %4 MiB (katman başına Korthikanti vd. 2022; kapılı FFN&apos;lere, GQA&apos;ya ve fp32 normalizasyonlara genelleştirilmiş, dropout yok).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Activations: micro-batch %1 x %2 tokens without flash attention (the attention scores are stored unless checkpointing is selective), activation checkpointing %3: %4 MiB (Korthikanti et al. 2022 per layer, generalised to gated FFNs, GQA and fp32 norms, no dropout).</source>
        <comment>%3 = none, selective or full (a setting)</comment>
        <translation>
            <numerusform>Aktivasyonlar: flash attention olmadan mikro yığın %1 x %2 token (checkpointing seçici değilse dikkat skorları saklanır), aktivasyon checkpointing %3: %4 MiB (katman başına Korthikanti vd. 2022; kapılı FFN&apos;lere, GQA&apos;ya ve fp32 normalizasyonlara genelleştirilmiş, dropout yok).</numerusform>
        </translation>
    </message>
    <message>
        <source>The frozen base keeps no linear input for the backward pass; only the LoRA-targeted matrices keep theirs, with their rank-r intermediate.</source>
        <translation>Dondurulmuş temel model geri geçiş için doğrusal katmanların girdilerini saklamaz; yalnızca LoRA&apos;nın hedeflediği matrisler kendi girdilerini, r ranklı ara sonuçlarıyla birlikte saklar.</translation>
    </message>
    <message numerus="yes">
        <source>Logits: %1 tokens x %2 vocabulary entries in %3, with the fp32 copy the loss works on and its fp32 log-softmax: %4 MiB.</source>
        <comment>%3 = a dtype (bf16)</comment>
        <translation>
            <numerusform>Logit&apos;ler: %3 olarak %1 token x %2 sözlük girdisi; kaybın üzerinde çalıştığı fp32 kopya ve onun fp32 log-softmax&apos;ı ile birlikte: %4 MiB.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gradient accumulation over %1 changes no memory term: the gradients are counted whole already.</source>
        <comment>%1 = &apos;4 micro-batches&apos;</comment>
        <translation>%1 üzerinden gradyan biriktirme hiçbir bellek terimini değiştirmez: gradyanlar zaten tam olarak sayılmıştır.</translation>
    </message>
    <message>
        <source>Optimizer step fused into the backward pass: only the largest parameter&apos;s gradient (%1 MiB) exists at a time.</source>
        <translation>Optimizer adımı geri geçişle birleştirildi: aynı anda yalnızca en büyük parametrenin gradyanı (%1 MiB) bulunur.</translation>
    </message>
    <message>
        <source>CPU offload: the optimizer state and master weights live in host RAM and the gradients are copied there in fp32 for the step: %1 MiB of host RAM per GPU (DeepSpeed&apos;s 1.5x pinned-buffer margin is not applied).</source>
        <translation>CPU&apos;ya aktarma: optimizer durumu ve ana ağırlıklar sistem belleğinde tutulur ve gradyanlar adım için oraya fp32 olarak kopyalanır: GPU başına %1 MiB sistem belleği (DeepSpeed&apos;in sabitlenmiş (pinned) tamponlar için 1,5x payı uygulanmaz).</translation>
    </message>
    <message>
        <source>CPU offload: the weights, optimizer state and master weights live in host RAM and the gradients are copied there in fp32; the GPU keeps the gathered layers: %1 MiB of host RAM per GPU (DeepSpeed&apos;s 1.5x pinned-buffer margin is not applied).</source>
        <translation>CPU&apos;ya aktarma: ağırlıklar, optimizer durumu ve ana ağırlıklar sistem belleğinde tutulur ve gradyanlar oraya fp32 olarak kopyalanır; GPU toplanan katmanları tutar: GPU başına %1 MiB sistem belleği (DeepSpeed&apos;in sabitlenmiş (pinned) tamponlar için 1,5x payı uygulanmaz).</translation>
    </message>
    <message>
        <source>Checkpoint: %1 MiB to resume training (trainable weights, master weights and optimizer state), at most %2 MiB written by one rank; a weights-only export takes %3 MiB.</source>
        <translation>Kontrol noktası: eğitimi sürdürmek için %1 MiB (eğitilebilir ağırlıklar, ana ağırlıklar ve optimizer durumu); tek bir rank en fazla %2 MiB yazar; yalnızca ağırlıkların dışa aktarımı %3 MiB tutar.</translation>
    </message>
    <message numerus="yes">
        <source>Layers are split over %1 GPUs (--split-mode layer): %2 of %3; the GPU after the last layer also holds the output layer.</source>
        <comment>%2 = layers per GPU (&apos;27, 27 and 26&apos;), %3 = all layers</comment>
        <translation>
            <numerusform>Katmanlar %1 GPU&apos;ya bölünür (--split-mode layer): %2 / %3; son katmandan sonraki GPU çıkış katmanını da tutar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The context of %1 tokens is longer than the %2 tokens the model was trained on; llama.cpp runs it with a warning (possible training context overflow), and the output past the trained length may degrade.</source>
        <translation>
            <numerusform>%1 tokenlik bağlam, modelin eğitildiği %2 tokenden uzun; llama.cpp bunu bir uyarıyla çalıştırır (possible training context overflow) ve eğitilen uzunluğun ötesindeki çıktının kalitesi düşebilir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ollama caps num_ctx %1 at the %2 tokens the model was trained on.</source>
        <comment>num_ctx is an Ollama option</comment>
        <translation>
            <numerusform>Ollama, num_ctx %1 değerini modelin eğitildiği %2 token ile sınırlar.</numerusform>
        </translation>
    </message>
    <message>
        <source>llama.cpp treats Phi-3 sliding-window layers as full attention: they keep the full context.</source>
        <translation>llama.cpp, Phi-3&apos;ün kayan pencere katmanlarını tam dikkat olarak ele alır: bu katmanlar tüm bağlamı tutar.</translation>
    </message>
    <message>
        <source>MLA layers keep the compressed latent K (kv_lora_rank + rope dims) and a separate V (kv_lora_rank) per token.</source>
        <translation>MLA katmanları token başına sıkıştırılmış gizil K&apos;yi (kv_lora_rank + rope boyutları) ve ayrı bir V&apos;yi (kv_lora_rank) tutar.</translation>
    </message>
    <message>
        <source>MLA layers cache every head&apos;s K (%1 dims) and V (%2 dims), as releases before MLA support did.</source>
        <translation>MLA katmanları, MLA desteğinden önceki sürümlerde olduğu gibi her başlığın K (%1 boyut) ve V (%2 boyut) değerlerini önbellekte tutar.</translation>
    </message>
    <message numerus="yes">
        <source>vLLM V0 engine (releases before 0.8.0): the profile step covers max(max_model_len, 2048) tokens unless chunked prefill is on (max_model_len above 32768), every attention layer keeps the full context in one block pool, %1 MiB of non-torch memory, at most %2 sequences by default.</source>
        <comment>max_model_len is a vLLM setting</comment>
        <translation>
            <numerusform>vLLM V0 motoru (0.8.0&apos;dan önceki sürümler): chunked prefill açık değilse (max_model_len 32768&apos;in üstünde) profil adımı max(max_model_len, 2048) token kapsar, her dikkat katmanı tüm bağlamı tek bir blok havuzunda tutar, torch dışı %1 MiB bellek, varsayılan olarak en fazla %2 dizi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token embeddings (%1 MiB) stay in host memory: llama.cpp keeps the input layer on the CPU.</source>
        <translation>Token embedding&apos;leri (%1 MiB) ana bilgisayar belleğinde kalır: llama.cpp giriş katmanını CPU&apos;da tutar.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 layers stay in host memory with their KV cache (--n-gpu-layers) and run on the CPU.</source>
        <translation>
            <numerusform>%2 katmandan %1 tanesi KV önbelleğiyle birlikte ana bilgisayar belleğinde kalır (--n-gpu-layers) ve CPU&apos;da çalışır.</numerusform>
        </translation>
    </message>
    <message>
        <source>The output layer stays in host memory too: --n-gpu-layers does not offload it.</source>
        <translation>Çıkış katmanı da ana bilgisayar belleğinde kalır: --n-gpu-layers onu GPU&apos;ya aktarmaz.</translation>
    </message>
    <message>
        <source>The routed experts (%1 MiB) stay in host memory (-ot exps=CPU); the rest of each layer is on its GPU.</source>
        <translation>Yönlendirilen uzmanlar (%1 MiB) ana bilgisayar belleğinde kalır (-ot exps=CPU); her katmanın geri kalanı kendi GPU&apos;sundadır.</translation>
    </message>
    <message numerus="yes">
        <source>Pipeline parallel: %1 stages of %2 GPUs holding %3 layers (vLLM get_pp_indices); the first stage holds the embeddings, the last the LM head.</source>
        <comment>%3 = layers per stage (&apos;27, 27 and 26&apos;)</comment>
        <translation>
            <numerusform>Pipeline paralelliği: %3 katmanı tutan, her biri %2 GPU&apos;lu %1 aşama (vLLM get_pp_indices); ilk aşama embedding&apos;leri, son aşama LM head&apos;i tutar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expert parallel: each MoE layer&apos;s %2 experts are spread over %1 GPUs as whole experts, at most %3 on one GPU.</source>
        <translation>
            <numerusform>Uzman paralelliği: her MoE katmanının %2 uzmanı bütün uzmanlar olarak %1 GPU&apos;ya dağıtılır, bir GPU&apos;da en fazla %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 GPUs of the replica differ: each holds its own layers in its own memory; the figures are those of the GPU with the least headroom.</source>
        <translation>
            <numerusform>Kopyanın %1 GPU&apos;su farklı: her biri kendi katmanlarını kendi belleğinde tutar; değerler en az boş alana sahip GPU&apos;nunkilerdir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>headroom::scenario::Choice</name>
    <message>
        <source>unknown model &apos;%1&apos;</source>
        <translation>bilinmeyen model &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;</source>
        <translation>bilinmeyen GPU &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The %1 engine loads GGUF files, which have no plain %2 weights; choose a GGML type such as q8_0 or q4_0.</source>
        <translation>GGUF dosyalarını yükleyen %1 motorunda düz %2 ağırlıkları kullanılamaz; q8_0 veya q4_0 gibi bir GGML türü seçin.</translation>
    </message>
    <message>
        <source>The %1 engine loads GGUF files and cannot run %2 weights; convert the checkpoint (convert_hf_to_gguf.py) and choose a GGML type or a file type such as q4_k_m.</source>
        <translation>GGUF dosyalarını yükleyen %1 motoru %2 ağırlıklarını çalıştıramaz; kontrol noktasını dönüştürün (convert_hf_to_gguf.py) ve bir GGML türü ya da q4_k_m gibi bir dosya türü seçin.</translation>
    </message>
    <message>
        <source>The %1 engine is modelled with Hugging Face checkpoints; %2 is a GGUF type for llama.cpp and Ollama (vLLM&apos;s experimental GGUF loading is not modelled).</source>
        <translation>%2, llama.cpp ve Ollama için bir GGUF türüdür; %1 motoru Hugging Face kontrol noktalarıyla modellenmiştir (vLLM&apos;in deneysel GGUF yüklemesi modellenmemiştir).</translation>
    </message>
    <message>
        <source>The %1 engine loads Hugging Face checkpoints; %2 is a GGUF type for llama.cpp and Ollama.</source>
        <translation>%2, llama.cpp ve Ollama için bir GGUF türüdür; %1 motoru Hugging Face kontrol noktalarını yükler.</translation>
    </message>
    <message>
        <source>Weights stored as %1 from quantization_config (%2): quantized weights with their scales; embeddings, norms and the layers the format keeps unquantized at their own precision.</source>
        <translation>Ağırlıklar quantization_config (%2) alanına göre %1 olarak saklanıyor: nicemlenmiş ağırlıklar ölçekleriyle birlikte; embedding&apos;ler, normalizasyon katmanları ve biçimin nicemlemeden bıraktığı katmanlar kendi hassasiyetlerinde.</translation>
    </message>
    <message>
        <source>Weights set to %1 from torch_dtype.</source>
        <translation>Ağırlıklar torch_dtype alanına göre %1 olarak ayarlandı.</translation>
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
        <source>%1, every matrix (--pure)</source>
        <translation>%1, tüm matrisler (--pure)</translation>
    </message>
    <message>
        <source>quantization_config &quot;%1&quot; (%2 bits) has no weight format in Headroom; choose a weight format</source>
        <translation>quantization_config &quot;%1&quot; (%2 bit) için Headroom&apos;da bir ağırlık biçimi yok; bir ağırlık biçimi seçin</translation>
    </message>
    <message>
        <source>The %1 engine stores the KV cache as %2, not %3.</source>
        <translation>KV önbelleği %1 motorunda %3 olarak değil, %2 olarak saklanır.</translation>
    </message>
    <message>
        <source>The %1 engine uses one type for the K and V caches.</source>
        <translation>K ve V önbellekleri için %1 motoru tek bir tür kullanır.</translation>
    </message>
    <message>
        <source>The %1 engine has no setting %2.</source>
        <translation>%2 ayarı %1 motorunda yok.</translation>
    </message>
    <message>
        <source>A context of %1 tokens is above the maximum context of %2 (%3 tokens).</source>
        <translation>%1 tokenlik bağlam, %2 modelinin en büyük bağlamını (%3 token) aşıyor.</translation>
    </message>
    <message>
        <source>The tensor-parallel degree must be between 1 and the number of GPUs (%1).</source>
        <translation>Tensör paralelliği derecesi 1 ile GPU sayısı (%1) arasında olmalıdır.</translation>
    </message>
    <message>
        <source>The tensor-parallel degree (%1) must divide the number of GPUs (%2): replicas are whole copies of the model.</source>
        <translation>Tensör paralelliği derecesi (%1), GPU sayısını (%2) tam bölmelidir: kopyalar modelin tam kopyalarıdır.</translation>
    </message>
    <message>
        <source>The tensor-parallel degree (%1) must divide the number of attention heads (%2): the %3 engine shards tensors. llama.cpp and Ollama split by layer and take any number of GPUs.</source>
        <translation>Tensör paralelliği derecesi (%1), dikkat başlığı sayısını (%2) tam bölmelidir: %3 motoru tensörleri parçalar. llama.cpp ve Ollama katman bazında böler ve her GPU sayısıyla çalışır.</translation>
    </message>
    <message>
        <source>The %1 KV heads can be neither split nor replicated evenly over %2 GPUs: the %3 engine shards tensors. llama.cpp and Ollama split by layer and take any number of GPUs.</source>
        <translation>%1 KV başlığı %2 GPU üzerine eşit olarak ne bölünebilir ne de kopyalanabilir: %3 motoru tensörleri parçalar. llama.cpp ve Ollama katman bazında böler ve her GPU sayısıyla çalışır.</translation>
    </message>
    <message>
        <source>%1 is an image-generation pipeline: its workload is diffusion.</source>
        <translation>%1 bir görüntü üretim hattıdır: iş yükü görüntü üretimidir (diffusion).</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Çıkarım</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Tam ince ayar</translation>
    </message>
    <message>
        <source>Image generation</source>
        <translation>Görüntü üretimi</translation>
    </message>
    <message>
        <source>%1 serves models for inference; the %2 workload is estimated for PyTorch (engine generic).</source>
        <translation>%1 modelleri çıkarım için sunar; %2 iş yükü PyTorch için tahmin edilir (motor generic).</translation>
    </message>
    <message>
        <source>An inference engine setting</source>
        <translation>Bir çıkarım motoru ayarı</translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <source>Training is sharded over data-parallel GPUs (the sharding strategy); GPUs per replica apply to inference only.</source>
        <translation>Eğitim, veri paralel GPU&apos;lara parçalanarak dağıtılır (parçalama stratejisi); kopya başına GPU sayısı yalnızca çıkarım için geçerlidir.</translation>
    </message>
    <message>
        <source>An image-generation pipeline runs on one GPU; more GPUs run more pipelines.</source>
        <translation>Bir görüntü üretim hattı tek bir GPU&apos;da çalışır; daha fazla GPU daha fazla hat çalıştırır.</translation>
    </message>
    <message>
        <source>QLoRA freezes the base model in NF4 (nf4 or nf4-dq), not %1.</source>
        <translation>QLoRA temel modeli %1 olarak değil, NF4 (nf4 ya da nf4-dq) olarak dondurur.</translation>
    </message>
    <message>
        <source>The %1 workload trains or freezes fp32, bf16 or fp16 weights, not %2; QLoRA trains adapters on an NF4 base.</source>
        <translation>%1 iş yükü %2 ağırlıkları değil, fp32, bf16 ya da fp16 ağırlıkları eğitir veya dondurur; QLoRA adaptörleri NF4 bir temel model üzerinde eğitir.</translation>
    </message>
    <message>
        <source>The shard group applies to fsdp-hybrid only (shard inside the group, replicate across groups).</source>
        <translation>Parça grubu yalnızca fsdp-hybrid için geçerlidir (grup içinde parçala, gruplar arasında çoğalt).</translation>
    </message>
    <message>
        <source>Image generation needs a diffusion pipeline preset (%1); %2 is a language model.</source>
        <translation>Görüntü üretimi için katalogdan bir difüzyon hattı gerekir (%1); %2 bir dil modelidir.</translation>
    </message>
    <message>
        <source>%1 is a llama.cpp file type for language models; diffusion GGUF files use one GGML type such as q8_0 or q4_0.</source>
        <translation>%1, dil modelleri için bir llama.cpp dosya türüdür; difüzyon GGUF dosyaları q8_0 ya da q4_0 gibi tek bir GGML türü kullanır.</translation>
    </message>
    <message>
        <source>%1 is not used by the %2 workload.</source>
        <translation>%1, %2 iş yükünde kullanılmaz.</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rankı</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA hedefleri</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>Mikro yığın boyutu</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradyan biriktirme</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Ana ağırlıklar</translation>
    </message>
    <message>
        <source>Gradient precision</source>
        <translation>Gradyan hassasiyeti</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Optimizer adımı geri geçişte</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Aktivasyon checkpointing</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Parçalama</translation>
    </message>
    <message>
        <source>Shard group</source>
        <translation>Parça grubu</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU&apos;ya aktarma</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Görüntü boyutu</translation>
    </message>
    <message>
        <source>Images per batch</source>
        <translation>Yığın başına görüntü</translation>
    </message>
    <message>
        <source>VAE tiling</source>
        <translation>VAE karolama</translation>
    </message>
    <message>
        <source>VAE slicing</source>
        <translation>VAE dilimleme</translation>
    </message>
    <message>
        <source>%1 is a training setting; the workload is %2 (choose full-finetune, lora or qlora).</source>
        <translation>%1 bir eğitim ayarıdır; seçili iş yükü: %2 (full-finetune, lora ya da qlora seçin).</translation>
    </message>
    <message>
        <source>%1 applies to LoRA and QLoRA; the workload is %2.</source>
        <translation>%1 LoRA ve QLoRA için geçerlidir; seçili iş yükü: %2.</translation>
    </message>
    <message>
        <source>%1 is an image-generation setting; the workload is %2.</source>
        <translation>%1 bir görüntü üretimi ayarıdır; seçili iş yükü: %2.</translation>
    </message>
    <message>
        <source>CPU offload runs in DeepSpeed ZeRO or FSDP; DDP keeps every state on the GPU. Choose a ZeRO stage or an FSDP strategy (even on one GPU).</source>
        <translation>CPU&apos;ya aktarma DeepSpeed ZeRO ya da FSDP ile çalışır; DDP tüm durumları GPU&apos;da tutar. Bir ZeRO aşaması ya da bir FSDP stratejisi seçin (tek GPU&apos;da bile).</translation>
    </message>
    <message>
        <source>A step fused into the backward pass frees each gradient at once, so it cannot accumulate gradients over micro-batches.</source>
        <translation>Geri yayılıma kaynaştırılmış bir adım her gradyanı hemen serbest bırakır; bu yüzden gradyanları mikro yığınlar boyunca biriktiremez.</translation>
    </message>
    <message>
        <source>Weights stored as %1, as the published checkpoint stores them (quantization_config of its config.json): quantized weights with their scales; embeddings, norms and the layers the format keeps unquantized at their own precision.</source>
        <translation>Ağırlıklar, yayımlanan checkpoint&apos;in sakladığı gibi %1 olarak saklanıyor (config.json dosyasındaki quantization_config): nicemlenmiş ağırlıklar ölçekleriyle birlikte; embedding&apos;ler, normalizasyon katmanları ve biçimin nicemlemeden bıraktığı katmanlar kendi hassasiyetlerinde.</translation>
    </message>
    <message>
        <source>Transformers static cache.</source>
        <translation>Transformers statik önbelleği.</translation>
    </message>
    <message>
        <source>V0 engine: the profile run covers max(max_model_len, 2048) tokens (512 with chunked prefill above 32K), every layer full context, DeepSeek without MLA.</source>
        <translation>V0 motoru: profil çalıştırması max(max_model_len, 2048) token kapsar (32K üstünde chunked prefill ile 512), her katman tüm bağlam, MLA&apos;sız DeepSeek.</translation>
    </message>
    <message>
        <source>V0 engine: the profile run covers max(max_model_len, 2048) tokens (2048 with chunked prefill above 32K), every layer full context, DeepSeek without MLA.</source>
        <translation>V0 motoru: profil çalıştırması max(max_model_len, 2048) token kapsar (32K üstünde chunked prefill ile 2048), her katman tüm bağlam, MLA&apos;sız DeepSeek.</translation>
    </message>
    <message>
        <source>V0 engine with the MLA latent cache: the profile run covers max(max_model_len, 2048) tokens, every layer full context.</source>
        <translation>MLA gizil önbellekli V0 motoru: profil çalıştırması max(max_model_len, 2048) token kapsar, her katman tüm bağlam.</translation>
    </message>
    <message>
        <source>V1 engine: chunked prefill, hybrid KV cache groups, MLA latent cache.</source>
        <translation>V1 motoru: chunked prefill, karma KV önbelleği grupları, MLA gizil önbelleği.</translation>
    </message>
    <message>
        <source>DeepSeek caches every head&apos;s K and V; sliding-window layers keep the full context.</source>
        <translation>DeepSeek her başlığın K ve V değerlerini önbellekte tutar; kayan pencere katmanları tüm bağlamı tutar.</translation>
    </message>
    <message>
        <source>DeepSeek MLA caches the latent K and a separate V; sliding-window layers keep the full context.</source>
        <translation>DeepSeek MLA gizil K&apos;yi ve ayrı bir V&apos;yi önbellekte tutar; kayan pencere katmanları tüm bağlamı tutar.</translation>
    </message>
    <message>
        <source>Reduced sliding-window cache; DeepSeek MLA caches the latent K and a separate V; --n-gpu-layers offloads the output layer last.</source>
        <translation>Küçültülmüş kayan pencere önbelleği; DeepSeek MLA gizil K&apos;yi ve ayrı bir V&apos;yi önbellekte tutar; --n-gpu-layers çıkış katmanını en son aktarır.</translation>
    </message>
    <message>
        <source>--n-gpu-layers offloads the output layer first; DeepSeek MLA caches the latent K and a separate V.</source>
        <translation>--n-gpu-layers çıkış katmanını ilk önce aktarır; DeepSeek MLA gizil K&apos;yi ve ayrı bir V&apos;yi önbellekte tutar.</translation>
    </message>
    <message>
        <source>Reduced sliding-window cache; DeepSeek MLA caches the latent K only.</source>
        <translation>Küçültülmüş kayan pencere önbelleği; DeepSeek MLA yalnızca gizil K&apos;yi önbellekte tutar.</translation>
    </message>
    <message>
        <source>MLA caches c^KV only; sliding-window layers keep the full context.</source>
        <translation>MLA yalnızca c^KV&apos;yi önbellekte tutar; kayan pencere katmanları tüm bağlamı tutar.</translation>
    </message>
    <message>
        <source>DeepSeek caches every head&apos;s K and V; num_ctx above the trained context is used as given.</source>
        <translation>DeepSeek her başlığın K ve V değerlerini önbellekte tutar; eğitilen bağlamın üstündeki num_ctx verildiği gibi kullanılır.</translation>
    </message>
    <message>
        <source>num_ctx above the trained context is used as given.</source>
        <translation>Eğitilen bağlamın üstündeki num_ctx verildiği gibi kullanılır.</translation>
    </message>
    <message>
        <source>num_ctx is capped at the trained context.</source>
        <translation>num_ctx eğitilen bağlamla sınırlanır.</translation>
    </message>
    <message>
        <source>Weights as the model file stores them (%1): the exact bytes of each tensor.</source>
        <translation>Model dosyasının sakladığı biçimde ağırlıklar (%1): her tensörün tam baytları.</translation>
    </message>
    <message>
        <source>FP8 (fbgemm), per-row scales</source>
        <translation>FP8 (fbgemm), satır başına ölçekler</translation>
    </message>
    <message>
        <source>W8A8 INT8, per-row scales</source>
        <translation>W8A8 INT8, satır başına ölçekler</translation>
    </message>
    <message>
        <source>W8A8 FP8, per-row scales</source>
        <translation>W8A8 FP8, satır başına ölçekler</translation>
    </message>
    <message>
        <source>%1, per row, asymmetric</source>
        <translation>%1, satır başına, asimetrik</translation>
    </message>
    <message>
        <source>%1, per row</source>
        <translation>%1, satır başına</translation>
    </message>
    <message>
        <source>%1 g%2, asymmetric</source>
        <translation>%1 g%2, asimetrik</translation>
    </message>
    <message>
        <source>%1 g%2</source>
        <translation>%1 g%2</translation>
    </message>
    <message>
        <source>Each device needs a memory size between 1 byte and 1 PiB, and vLLM and Transformers need tensor parallel x pipeline parallel devices.</source>
        <translation>Her aygıtın bellek boyutu 1 bayt ile 1 PiB arasında olmalıdır; vLLM ve Transformers tensör paralelliği x pipeline paralelliği kadar aygıt gerektirir.</translation>
    </message>
    <message>
        <source>The tensor split needs one proportion of at least 0 per GPU, at least one above 0; it applies to llama.cpp, ik_llama.cpp and Ollama.</source>
        <translation>Tensor split, GPU başına en az 0 olan bir oran gerektirir ve en az biri 0&apos;dan büyük olmalıdır; llama.cpp, ik_llama.cpp ve Ollama için geçerlidir.</translation>
    </message>
    <message>
        <source>The number of GPU layers applies to llama.cpp, ik_llama.cpp and Ollama and cannot be negative.</source>
        <translation>GPU katmanı sayısı llama.cpp, ik_llama.cpp ve Ollama için geçerlidir ve negatif olamaz.</translation>
    </message>
    <message>
        <source>Experts on the CPU need a mixture-of-experts model and llama.cpp, ik_llama.cpp or Ollama.</source>
        <translation>Uzmanların CPU&apos;da tutulması bir mixture-of-experts modeli ve llama.cpp, ik_llama.cpp ya da Ollama gerektirir.</translation>
    </message>
    <message>
        <source>Expert parallelism is a vLLM option for mixture-of-experts models.</source>
        <translation>Uzman paralelliği, mixture-of-experts modelleri için bir vLLM seçeneğidir.</translation>
    </message>
    <message>
        <source>The model file&apos;s tensors do not match its number of layers.</source>
        <translation>Model dosyasının tensörleri katman sayısıyla uyuşmuyor.</translation>
    </message>
    <message>
        <source>The model file stores its weights as %1; a weight format cannot be chosen for it.</source>
        <translation>Model dosyası ağırlıklarını %1 olarak saklıyor; bunun için bir ağırlık biçimi seçilemez.</translation>
    </message>
    <message>
        <source>The %1 engine has no releases to choose; leave the engine version empty.</source>
        <translation>%1 motorunun seçilecek sürümü yok; motor sürümünü boş bırakın.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a release name of the %2 engine; give one such as %3.</source>
        <translation>&quot;%1&quot;, %2 motorunun bir sürüm adı değil; %3 gibi bir ad verin.</translation>
    </message>
    <message>
        <source>A quote prices GPUs of one kind; %1 mixes kinds. Estimate the mixed replica, and quote each kind on its own.</source>
        <translation>Bir teklif tek türden GPU&apos;ları fiyatlandırır; %1 farklı türleri karıştırıyor. Karma kopyayı tahmin edin ve her türü ayrı ayrı teklife koyun.</translation>
    </message>
    <message>
        <source>Pipeline parallelism applies to vLLM, with at most one stage per layer; tensor parallel x pipeline parallel must divide the number of GPUs.</source>
        <translation>Pipeline paralelliği vLLM için geçerlidir, katman başına en fazla bir aşamayla; tensör paralelliği x pipeline paralelliği GPU sayısını tam bölmelidir.</translation>
    </message>
</context>
<context>
    <name>headroom::scenario::ChoiceJson</name>
    <message>
        <source>the stored scenario has no valid &quot;%1&quot;</source>
        <translation>kayıtlı senaryoda geçerli bir &quot;%1&quot; yok</translation>
    </message>
</context>
<context>
    <name>headroom::scenario::Labels</name>
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
    <message>
        <source>Fits: %1 GiB headroom per GPU</source>
        <translation>Sığar: GPU başına %1 GiB boş alan</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short per GPU</source>
        <translation>Sığmaz: GPU başına %1 GiB eksik</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The configuration quoted does not fit: %1 (binding constraint: %2).</source>
        <translation>Teklif edilen yapılandırma sığmıyor: %1 (bağlayıcı kısıt: %2).</translation>
    </message>
    <message>
        <source>The configuration quoted does not fit: %1 needs %2 GiB more per GPU than it has (binding constraint: %3).</source>
        <translation>Teklif edilen yapılandırma sığmıyor: %1 için GPU başına mevcut olandan %2 GiB daha fazla bellek gerekiyor (bağlayıcı kısıt: %3).</translation>
    </message>
    <message>
        <source>Master weights (fp32)</source>
        <translation>Ana ağırlıklar (fp32)</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradyanlar</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer durumu</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA adaptörleri</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logit&apos;ler ve kayıp</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>Parçalama tamponları</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>Metin kodlayıcılar</translation>
    </message>
    <message>
        <source>Denoiser</source>
        <translation>Gürültü giderici</translation>
    </message>
    <message>
        <source>VAE</source>
        <translation>VAE</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bellek bant genişliği</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>hesaplama</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>GPU&apos;lar arası bağlantı</translation>
    </message>
    <message>
        <source>1 sequence</source>
        <translation>1 dizi</translation>
    </message>
    <message numerus="yes">
        <source>%1 sequences</source>
        <translation>
            <numerusform>%1 dizi</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput: not known for this GPU (its catalogue entry gives no memory bandwidth and tensor throughput).</source>
        <translation>Verim: bu GPU için bilinmiyor (katalog girdisinde bellek bant genişliği ve tensör verimi yok).</translation>
    </message>
    <message>
        <source>Decode: %1 tokens/s per sequence, %2 tokens/s in total over %3 (bound: %4)</source>
        <translation>Kod çözme: dizi başına saniyede %1 token, %3 için toplam saniyede %2 token (sınırlayan: %4)</translation>
    </message>
    <message>
        <source>Prefill: %1 tokens/s for one prompt (bound: %2)</source>
        <translation>Ön doldurma: tek prompt için saniyede %1 token (sınırlayan: %2)</translation>
    </message>
    <message>
        <source>Time to first token: %1 ms (one prompt on an idle replica)</source>
        <translation>İlk tokena kadar geçen süre: %1 ms (boşta bir kopyada tek prompt)</translation>
    </message>
    <message>
        <source>Throughput assumes %1 prompt and %2 output tokens per request and %3 decoding together per replica; vendor peak figures × the efficiency of the %4 profile (calibrated on: %5).</source>
        <translation>Verim, istek başına %1 prompt ve %2 çıktı tokenı ile kopya başına birlikte decode edilen %3 varsayar; üretici tepe değerleri × %4 profilinin verimliliği (kalibrasyon: %5).</translation>
    </message>
    <message>
        <source>The configuration does not fit: these figures are what it would reach if it did.</source>
        <translation>Yapılandırma sığmıyor: bu değerler, sığsaydı ulaşacağı değerlerdir.</translation>
    </message>
    <message>
        <source>Throughput: not estimated for this placement (layers or experts in host RAM, GPUs of different kinds, pipeline or expert parallelism run at speeds Headroom does not model).</source>
        <translation>Verim: bu yerleşim için tahmin edilmedi (sistem belleğindeki katmanlar ya da uzmanlar, farklı türden GPU&apos;lar, pipeline ya da uzman paralelliği Headroom&apos;un modellemediği hızlarda çalışır).</translation>
    </message>
</context>
<context>
    <name>headroom::scenario::MemoryRows</name>
    <message>
        <source>KV cache</source>
        <translation>KV önbelleği</translation>
    </message>
    <message>
        <source>Host RAM (offload)</source>
        <translation>Sistem belleği (aktarma)</translation>
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
</context>
<context>
    <name>headroom::scenario::WorkloadLabels</name>
    <message>
        <source>on</source>
        <translation>açık</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>seçici</translation>
    </message>
    <message>
        <source>full</source>
        <translation>tam</translation>
    </message>
    <message>
        <source>optimizer state and master weights</source>
        <translation>optimizer durumu ve ana ağırlıklar</translation>
    </message>
    <message>
        <source>optimizer state, master weights and parameters</source>
        <translation>optimizer durumu, ana ağırlıklar ve parametreler</translation>
    </message>
    <message>
        <source>whole components (model CPU offload)</source>
        <translation>bütün bileşenler (model düzeyinde CPU&apos;ya aktarma)</translation>
    </message>
    <message>
        <source>one submodule at a time (sequential CPU offload)</source>
        <translation>bir seferde bir alt modül (sıralı CPU&apos;ya aktarma)</translation>
    </message>
    <message>
        <source>Text encoding</source>
        <translation>Metin kodlama</translation>
    </message>
    <message>
        <source>Denoising</source>
        <translation>Gürültü giderme</translation>
    </message>
    <message>
        <source>VAE decode</source>
        <translation>VAE kod çözme</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 bitlik AdamW</translation>
    </message>
    <message>
        <source>paged 8-bit AdamW</source>
        <translation>sayfalı 8 bitlik AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>momentumlu SGD</translation>
    </message>
    <message>
        <source>Sequence %1 tokens × micro-batch %2</source>
        <translation>Dizi %1 token × mikro yığın %2</translation>
    </message>
    <message>
        <source>(gradient accumulation %1: changes no memory term)</source>
        <translation>(gradyan biriktirme %1: hiçbir bellek terimini değiştirmez)</translation>
    </message>
    <message>
        <source>fp32 master weights</source>
        <translation>fp32 ana ağırlıklar</translation>
    </message>
    <message>
        <source>%1 gradients</source>
        <translation>%1 gradyanlar</translation>
    </message>
    <message>
        <source>step fused into the backward pass</source>
        <translation>adım geri geçişle birleştirilmiş</translation>
    </message>
    <message>
        <source>Activation checkpointing: %1; flash attention %2</source>
        <translation>Aktivasyon checkpointing: %1; flash attention %2</translation>
    </message>
    <message>
        <source>One GPU: nothing is sharded</source>
        <translation>Tek GPU: hiçbir şey parçalanmaz</translation>
    </message>
    <message>
        <source>%1 over %2 GPUs: every GPU holds a full replica; memory does not pool</source>
        <translation>%2 GPU üzerinde %1: her GPU tam bir kopya tutar; bellekler birleşmez</translation>
    </message>
    <message>
        <source>%1 over %2 GPUs: the sharded states are divided by %3</source>
        <translation>%2 GPU üzerinde %1: parçalanan durumlar %3 parçaya bölünür</translation>
    </message>
    <message>
        <source>%1 rank %2 on %3: %4 trainable parameters</source>
        <translation>%3 üzerinde %1 rankı %2: %4 eğitilebilir parametre</translation>
    </message>
    <message>
        <source>CPU offload: %1</source>
        <translation>CPU&apos;ya aktarma: %1</translation>
    </message>
    <message>
        <source>%1 × %2 pixels, %3 per batch</source>
        <translation>%1 × %2 piksel, yığın başına %3</translation>
    </message>
    <message>
        <source>1 image</source>
        <translation>1 görüntü</translation>
    </message>
    <message>
        <source>%1 images</source>
        <translation>%1 görüntü</translation>
    </message>
    <message>
        <source>(the denoiser runs %1 with classifier-free guidance)</source>
        <translation>(gürültü giderici classifier-free guidance ile %1 görüntü işler)</translation>
    </message>
    <message>
        <source>VAE tiling %1, slicing %2</source>
        <translation>VAE karolama: %1, dilimleme: %2</translation>
    </message>
    <message>
        <source>%1 px tiles</source>
        <translation>%1 px karolar</translation>
    </message>
    <message>
        <source>Resumable checkpoint: %1 GiB (%2 GiB per rank); weights-only export: %3 GiB.</source>
        <translation>Sürdürülebilir kontrol noktası: %1 GiB (rank başına %2 GiB); yalnızca ağırlıkların dışa aktarımı: %3 GiB.</translation>
    </message>
    <message>
        <source>%1&#xa0;s</source>
        <translation>%1&#xa0;sn</translation>
    </message>
    <message>
        <source>%1&#xa0;min</source>
        <translation>%1&#xa0;dk</translation>
    </message>
    <message>
        <source>%1&#xa0;h</source>
        <translation>%1&#xa0;saat</translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed: keep a resumable checkpoint (%1 GB, about %2 to write at %3 GB/s) and restore it; work since the last checkpoint is lost.</source>
        <translation>Spot kapasite geri alınabilir: sürdürülebilir bir kontrol noktası tutun (%1 GB; %3 GB/s hızla yazılması yaklaşık %2 sürer) ve onu geri yükleyin; son kontrol noktasından bu yana yapılan iş kaybolur.</translation>
    </message>
    <message>
        <source>Host RAM (CPU offload): %1 GiB per GPU.</source>
        <translation>Sistem belleği (CPU&apos;ya aktarma): GPU başına %1 GiB.</translation>
    </message>
    <message>
        <source>binding: %1, %2 GiB one step further</source>
        <translation>bağlayıcı kısıt: %1, bir adım ötesinde %2 GiB</translation>
    </message>
    <message>
        <source>Not even a micro-batch of 1 fits (binding: %1).</source>
        <translation>1&apos;lik bir mikro yığın bile sığmıyor (bağlayıcı kısıt: %1).</translation>
    </message>
    <message>
        <source>Largest micro-batch: %1 (%2).</source>
        <translation>En büyük mikro yığın: %1 (%2).</translation>
    </message>
    <message>
        <source>No sequence length fits (binding: %1).</source>
        <translation>Hiçbir dizi uzunluğu sığmıyor (bağlayıcı kısıt: %1).</translation>
    </message>
    <message>
        <source>Longest sequence: %1 tokens (%2).</source>
        <translation>En uzun dizi: %1 token (%2).</translation>
    </message>
    <message>
        <source>No GPU count up to 64 fits with %1 (binding: %2).</source>
        <translation>%1 ile 64&apos;e kadar hiçbir GPU sayısı sığmıyor (bağlayıcı kısıt: %2).</translation>
    </message>
    <message>
        <source>Fewest GPUs for %1: %2 × %3.</source>
        <translation>%1 için en az GPU: %2 × %3.</translation>
    </message>
    <message>
        <source>No image size fits (binding: %1).</source>
        <translation>Hiçbir görüntü boyutu sığmıyor (bağlayıcı kısıt: %1).</translation>
    </message>
    <message>
        <source>Largest square image: %1 × %1 pixels (%2).</source>
        <translation>En büyük kare görüntü: %1 × %1 piksel (%2).</translation>
    </message>
    <message>
        <source>Not even one image fits (binding: %1).</source>
        <translation>Tek bir görüntü bile sığmıyor (bağlayıcı kısıt: %1).</translation>
    </message>
    <message>
        <source>Most images per batch: %1 (%2).</source>
        <translation>Yığın başına en fazla görüntü: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 GPUs run %1 pipelines side by side; one pipeline does not split over GPUs</source>
        <translation>%1 GPU yan yana %1 hat çalıştırır; tek bir hat GPU&apos;lara bölünmez</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Peak phase: %1, %2 GiB per GPU (%3).</source>
        <translation>Tepe aşaması: %1, GPU başına %2 GiB (%3).</translation>
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
        <source>unknown engine “%1”</source>
        <translation>bilinmeyen motor “%1”</translation>
    </message>
    <message>
        <source>“%1” is an image-generation pipeline: use --workload diffusion</source>
        <translation>“%1” bir görüntü üretim hattıdır: --workload diffusion kullanın</translation>
    </message>
    <message>
        <source>“%1” is a language model, not an image-generation pipeline</source>
        <translation>“%1” bir dil modelidir, görüntü üretim hattı değildir</translation>
    </message>
    <message>
        <source>Start the fit explorer with a catalogue model or image-generation pipeline by id (llama-3.1-8b, sdxl, ...), or open a Hugging Face config.json.</source>
        <translation>Sığma gezginini katalogdaki bir model ya da görüntü üretim hattıyla, kimliğine göre başlat (llama-3.1-8b, sdxl, ...) veya bir Hugging Face config.json dosyası aç.</translation>
    </message>
    <message>
        <source>Start the fit explorer with the workload KIND: %1.</source>
        <translation>Sığma gezginini KIND iş yüküyle başlat: %1.</translation>
    </message>
    <message>
        <source>Start the fit explorer with the catalogue GPU ID (rtx-4090, h100-80gb, ...).</source>
        <translation>Sığma gezginini katalogdaki ID kimlikli GPU ile başlat (rtx-4090, h100-80gb, ...).</translation>
    </message>
    <message>
        <source>unknown workload “%1”; one of %2</source>
        <translation>bilinmeyen iş yükü “%1”; şunlardan biri olmalı: %2</translation>
    </message>
    <message>
        <source>unknown GPU “%1”</source>
        <translation>bilinmeyen GPU “%1”</translation>
    </message>
    <message>
        <source>--size “%1”: give WIDTHxHEIGHT in pixels, from 320x240 to 7680x4320, e.g. 1024x640</source>
        <translation>--size “%1”: GENİŞLİKxYÜKSEKLİK değerini piksel olarak verin, 320x240 ile 7680x4320 arasında, örneğin 1024x640</translation>
    </message>
    <message>
        <source>Window size of --screenshot in pixels, e.g. 1024x640 (default 1400x860).</source>
        <translation>--screenshot için piksel cinsinden pencere boyutu, örneğin 1024x640 (varsayılan 1400x860).</translation>
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
    <message>
        <source>An fp32 copy of the trainable parameters that the optimizer updates (mixed precision).</source>
        <translation>Optimizer&apos;ın güncellediği eğitilebilir parametrelerin fp32 kopyası (karma hassasiyet).</translation>
    </message>
    <message>
        <source>One gradient per trainable parameter, filled by the backward pass.</source>
        <translation>Eğitilebilir parametre başına bir gradyan; geri geçişte doldurulur.</translation>
    </message>
    <message>
        <source>What the optimizer keeps per trainable parameter (AdamW: two moments).</source>
        <translation>Optimizer&apos;ın eğitilebilir parametre başına tuttukları (AdamW: iki moment).</translation>
    </message>
    <message>
        <source>The low-rank adapter matrices that are trained while the base model stays frozen.</source>
        <translation>Temel model dondurulmuş kalırken eğitilen düşük ranklı adaptör matrisleri.</translation>
    </message>
    <message>
        <source>Logits over the vocabulary for every token of the micro-batch, and the loss buffers.</source>
        <translation>Mikro yığındaki her token için sözlük üzerindeki logit&apos;ler ve kayıp tamponları.</translation>
    </message>
    <message>
        <source>DDP gradient buckets, or the gathered layers ZeRO-3 and FSDP rebuild and prefetch.</source>
        <translation>DDP gradyan kovaları ya da ZeRO-3 ile FSDP&apos;nin yeniden oluşturduğu ve önceden getirdiği toplanmış katmanlar.</translation>
    </message>
    <message>
        <source>The text encoders that turn the prompt into embeddings (CLIP, T5).</source>
        <translation>Prompt&apos;u embedding&apos;lere dönüştüren metin kodlayıcılar (CLIP, T5).</translation>
    </message>
    <message>
        <source>The UNet or diffusion transformer that removes noise step by step.</source>
        <translation>Gürültüyü adım adım gideren UNet ya da difüzyon dönüştürücüsü.</translation>
    </message>
    <message>
        <source>The autoencoder that decodes the latent into pixels.</source>
        <translation>Gizil temsili piksellere çözen otokodlayıcı.</translation>
    </message>
    <message>
        <source>Host RAM (CPU offload)</source>
        <translation>Sistem belleği (CPU&apos;ya aktarma)</translation>
    </message>
    <message>
        <source>What CPU offload keeps in host memory instead of on the GPU (optimizer state and master weights; with parameter offload the weights too). Not part of the GPU total.</source>
        <translation>CPU&apos;ya aktarmanın GPU yerine sistem belleğinde tuttukları (optimizer durumu ve ana ağırlıklar; parametre aktarımıyla ağırlıklar da). GPU toplamına dahil değildir.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: GPU başına %2 GiB (%3)</translation>
    </message>
    <message>
        <source>%1 (peak)</source>
        <translation>%1 (tepe)</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>Sistem belleği</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB in host RAM</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: sistem belleğinde %2 GiB</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB on %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %3 üzerinde %2 GiB</translation>
    </message>
    <message>
        <source>%1 (binding)</source>
        <translation>%1 (bağlayıcı)</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Aygıt başına bellek</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Usable memory of each GPU (dashed)</source>
        <translation>Her GPU&apos;nun kullanılabilir belleği (kesikli)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>GPU %1 · %2</source>
        <translation>GPU %1 · %2</translation>
    </message>
    <message>
        <source>No estimate: see the message below the chart</source>
        <translation>Tahmin yok: grafiğin altındaki mesaja bakın</translation>
    </message>
</context>
<context>
    <name>headroom::ui::BreakdownTable</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>GPU başına bellek</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Memory breakdown table</source>
        <translation>Bellek dağılımı tablosu</translation>
    </message>
    <message>
        <source>The breakdown chart as text: the memory of one GPU by part, then the total, the usable memory and the headroom, in GiB (2^30 bytes).</source>
        <translation>Dağılım grafiğinin metin hâli: tek bir GPU&apos;nun belleği bölümlere göre, ardından toplam, kullanılabilir bellek ve boş alan; GiB (2^30 bayt) cinsinden.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ContextSweepChart</name>
    <message>
        <source>Usable memory of one GPU: %1 GiB</source>
        <translation>Tek bir GPU&apos;nun kullanılabilir belleği: %1 GiB</translation>
    </message>
    <message>
        <source>Now: %1 tokens, %2 GiB per GPU</source>
        <translation>Şu an: %1 token, GPU başına %2 GiB</translation>
    </message>
    <message>
        <source>%1 tokens: %2 GiB per GPU (fits)</source>
        <translation>%1 token: GPU başına %2 GiB (sığar)</translation>
    </message>
    <message>
        <source>%1 tokens: %2 GiB per GPU (does not fit)</source>
        <translation>%1 token: GPU başına %2 GiB (sığmaz)</translation>
    </message>
    <message>
        <source>Click to read about it in the glossary.</source>
        <translation>Sözlükte bu konuyu okumak için tıklayın.</translation>
    </message>
    <message>
        <source>Memory per GPU by context length</source>
        <translation>Bağlam uzunluğuna göre GPU başına bellek</translation>
    </message>
    <message>
        <source>Click the dashed usable-memory line or the curve to read about it in the glossary.</source>
        <translation>Sözlükte okumak için kesikli kullanılabilir bellek çizgisine ya da eğriye tıklayın.</translation>
    </message>
    <message>
        <source>usable %1 GiB</source>
        <translation>kullanılabilir %1 GiB</translation>
    </message>
    <message>
        <source>context length (tokens)</source>
        <translation>bağlam uzunluğu (token)</translation>
    </message>
    <message>
        <source>GiB per GPU by context</source>
        <translation>Bağlama göre GPU başına GiB</translation>
    </message>
    <message>
        <source>up to %1 tokens</source>
        <translation>en fazla %1 token</translation>
    </message>
</context>
<context>
    <name>headroom::ui::CustomGpuDialog</name>
    <message>
        <source>Custom GPU</source>
        <translation>Özel GPU</translation>
    </message>
    <message>
        <source>e.g. My workstation card</source>
        <translation>ör. İş istasyonu kartım</translation>
    </message>
    <message>
        <source>NVIDIA (CUDA)</source>
        <translation>NVIDIA (CUDA)</translation>
    </message>
    <message>
        <source>AMD (ROCm)</source>
        <translation>AMD (ROCm)</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Total memory as nvidia-smi or rocm-smi reports it (GiB = 2^30 bytes)</source>
        <translation>nvidia-smi ya da rocm-smi&apos;nin bildirdiği toplam bellek (GiB = 2^30 bayt)</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Peak memory bandwidth from the datasheet (GB/s = 10^9 bytes/s)</source>
        <translation>Veri sayfasındaki tepe bellek bant genişliği (GB/s = 10^9 bayt/s)</translation>
    </message>
    <message>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP16/BF16 tensor throughput, without sparsity</source>
        <translation>Seyreklik olmadan yoğun FP16/BF16 tensör verimi</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source> TOPS</source>
        <translation> TOPS</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>Infinity Fabric</source>
        <translation>Infinity Fabric</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth per direction per GPU (PCIe x16 is filled in)</source>
        <translation>GPU başına, yön başına GPU&apos;dan GPU&apos;ya bant genişliği (PCIe x16 önceden doldurulur)</translation>
    </message>
    <message>
        <source>Add GPU</source>
        <translation>GPU ekle</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Ad:</translation>
    </message>
    <message>
        <source>&amp;Platform:</source>
        <translation>&amp;Platform:</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>&amp;Bellek:</translation>
    </message>
    <message>
        <source>Memory &amp;bandwidth:</source>
        <translation>Bellek bant &amp;genişliği:</translation>
    </message>
    <message>
        <source>FP16/BF16 &amp;tensor:</source>
        <translation>FP16/BF16 &amp;tensör:</translation>
    </message>
    <message>
        <source>FP&amp;8 tensor (optional):</source>
        <translation>FP&amp;8 tensör (isteğe bağlı):</translation>
    </message>
    <message>
        <source>&amp;INT8 tensor (optional):</source>
        <translation>&amp;INT8 tensör (isteğe bağlı):</translation>
    </message>
    <message>
        <source>&amp;Link between GPUs:</source>
        <translation>GPU&apos;lar arası ba&amp;ğlantı:</translation>
    </message>
    <message>
        <source>PCIe &amp;generation:</source>
        <translation>PCIe &amp;nesli:</translation>
    </message>
    <message>
        <source>Link ban&amp;dwidth:</source>
        <translation>Bağlantı bant g&amp;enişliği:</translation>
    </message>
    <message>
        <source>Adds a GPU of your own to the fit explorer&apos;s GPU list and to the catalogue “What should I rent?” searches (when a price list prices it), for this and later sessions. The figures are yours: no source checks them.</source>
        <translation>Sığma gezginindeki GPU listesine ve “Ne kiralamalıyım?” aramalarına (bir fiyat listesi ona fiyat veriyorsa) kendi GPU&apos;nuzu ekler; bu ve sonraki oturumlar için. Değerler sizindir: hiçbir kaynak bunları denetlemez.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::CustomGpus</name>
    <message>
        <source>Give the GPU a name.</source>
        <translation>GPU&apos;ya bir ad verin.</translation>
    </message>
    <message>
        <source>The GPU list has “%1” already: give this GPU another name.</source>
        <translation>GPU listesinde “%1” zaten var: bu GPU&apos;ya başka bir ad verin.</translation>
    </message>
    <message>
        <source>Choose the platform: CUDA or ROCm.</source>
        <translation>Platformu seçin: CUDA ya da ROCm.</translation>
    </message>
    <message>
        <source>The memory must be more than 0 and at most %1 GiB.</source>
        <translation>Bellek 0&apos;dan büyük ve en fazla %1 GiB olmalıdır.</translation>
    </message>
    <message>
        <source>The memory bandwidth must be more than 0 and at most %1 GB/s.</source>
        <translation>Bellek bant genişliği 0&apos;dan büyük ve en fazla %1 GB/s olmalıdır.</translation>
    </message>
    <message>
        <source>The FP16 tensor throughput must be more than 0 and at most %1 TFLOPS.</source>
        <translation>FP16 tensör verimi 0&apos;dan büyük ve en fazla %1 TFLOPS olmalıdır.</translation>
    </message>
    <message>
        <source>FP8 and INT8 throughput are 0 (none) or at most %1.</source>
        <translation>FP8 ve INT8 verimi 0 (yok) ya da en fazla %1 olur.</translation>
    </message>
    <message>
        <source>NVLink is NVIDIA&apos;s link: choose the CUDA platform, or PCIe.</source>
        <translation>NVLink, NVIDIA&apos;nın bağlantısıdır: CUDA platformunu ya da PCIe&apos;yi seçin.</translation>
    </message>
    <message>
        <source>Infinity Fabric is AMD&apos;s link: choose the ROCm platform, or PCIe.</source>
        <translation>Infinity Fabric, AMD&apos;nin bağlantısıdır: ROCm platformunu ya da PCIe&apos;yi seçin.</translation>
    </message>
    <message>
        <source>The PCIe generation is 1 to %1.</source>
        <translation>PCIe nesli 1 ile %1 arasındadır.</translation>
    </message>
    <message>
        <source>The GPU-to-GPU bandwidth must be more than 0 GB/s.</source>
        <translation>GPU&apos;dan GPU&apos;ya bant genişliği 0 GB/s&apos;den büyük olmalıdır.</translation>
    </message>
    <message>
        <source>The GPU-to-GPU link (%1 GB/s) cannot be faster than the GPU&apos;s own memory (%2 GB/s).</source>
        <translation>GPU&apos;lar arası bağlantı (%1 GB/s), GPU&apos;nun kendi belleğinden (%2 GB/s) hızlı olamaz.</translation>
    </message>
    <message>
        <source>The memory must be at least 1 GB (0.5 GiB).</source>
        <translation>Bellek en az 1 GB (0,5 GiB) olmalıdır.</translation>
    </message>
    <message>
        <source>Cannot write a temporary file for the custom GPUs: %1</source>
        <translation>Özel GPU&apos;lar için geçici dosya yazılamıyor: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::DevicesDialog</name>
    <message>
        <source>Mixed GPUs</source>
        <translation>Karma GPU&apos;lar</translation>
    </message>
    <message>
        <source>The GPUs of one replica, CUDA0 first. The model is split over them as the engine does (llama.cpp: by layer, in proportion to free memory or the tensor split).</source>
        <translation>Bir kopyanın GPU&apos;ları, önce CUDA0. Model, motorun yaptığı gibi bunlara bölünür (llama.cpp: katmana göre, boş bellek ya da tensor split oranında).</translation>
    </message>
    <message>
        <source>&amp;Add GPU</source>
        <translation>GPU &amp;ekle</translation>
    </message>
    <message>
        <source>One more GPU at the end of the list</source>
        <translation>Listenin sonuna bir GPU daha</translation>
    </message>
    <message>
        <source>&amp;Use the GPU list</source>
        <translation>GPU listesini &amp;kullan</translation>
    </message>
    <message>
        <source>No mixed replica: the GPU and GPU count chosen in the explorer</source>
        <translation>Karma kopya yok: gezginde seçilen GPU ve GPU sayısı</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Kaldır</translation>
    </message>
    <message>
        <source>GPU &amp;%1:</source>
        <translation>GPU &amp;%1:</translation>
    </message>
    <message>
        <source>Take GPU %1 out of the replica</source>
        <translation>GPU %1&apos;i kopyadan çıkar</translation>
    </message>
</context>
<context>
    <name>headroom::ui::DiffusionControls</name>
    <message>
        <source> image</source>
        <translation> görüntü</translation>
    </message>
    <message>
        <source> images</source>
        <translation> görüntü</translation>
    </message>
    <message>
        <source>VAE &amp;tiling:</source>
        <translation>VAE &amp;karolama:</translation>
    </message>
    <message>
        <source>Tiles of</source>
        <translation>Karo boyutu</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>VAE s&amp;licing:</source>
        <translation>&amp;VAE dilimleme:</translation>
    </message>
    <message>
        <source>Decode one image of the batch at a time</source>
        <translation>Yığındaki görüntüleri tek tek çöz</translation>
    </message>
    <message>
        <source>CPU o&amp;ffload:</source>
        <translation>CPU&apos;ya ak&amp;tarma:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>Model (one component at a time)</source>
        <translation>Model (bir seferde bir bileşen)</translation>
    </message>
    <message>
        <source>Sequential (one layer at a time)</source>
        <translation>Sıralı (bir seferde bir katman)</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>Çözü&amp;nürlük:</translation>
    </message>
    <message>
        <source>&amp;Images per batch:</source>
        <translation>Yığın başına gö&amp;rüntü:</translation>
    </message>
    <message>
        <source>diffusers enable_tiling: decode the latent in overlapping tiles of this size</source>
        <translation>diffusers enable_tiling: gizil temsilin kodunu bu boyuttaki örtüşen karolarla çöz</translation>
    </message>
    <message>
        <source>diffusers enable_slicing: decode one image of the batch at a time</source>
        <translation>diffusers enable_slicing: yığındaki görüntülerin kodunu tek tek çöz</translation>
    </message>
    <message>
        <source>diffusers enable_model_cpu_offload keeps one component on the GPU at a time; enable_sequential_cpu_offload streams the weights one submodule at a time</source>
        <translation>diffusers enable_model_cpu_offload GPU&apos;da her seferinde bir bileşen tutar; enable_sequential_cpu_offload ağırlıkları alt modül alt modül aktarır</translation>
    </message>
    <message>
        <source>Square image side in pixels</source>
        <translation>Kare görüntünün piksel cinsinden kenarı</translation>
    </message>
    <message>
        <source>Square image side in steps of 64 pixels; the boxes set width and height</source>
        <translation>Kare görüntünün 64 piksellik adımlarla kenarı; kutular genişliği ve yüksekliği ayarlar</translation>
    </message>
    <message>
        <source>Image width in pixels</source>
        <translation>Piksel cinsinden görüntü genişliği</translation>
    </message>
    <message>
        <source>Image height in pixels</source>
        <translation>Piksel cinsinden görüntü yüksekliği</translation>
    </message>
    <message>
        <source>Images per batch</source>
        <translation>Yığın başına görüntü</translation>
    </message>
    <message>
        <source>Images generated together (num_images_per_prompt)</source>
        <translation>Birlikte üretilen görüntüler (num_images_per_prompt)</translation>
    </message>
    <message>
        <source>Image height</source>
        <translation>Görüntü yüksekliği</translation>
    </message>
    <message>
        <source>VAE tile size</source>
        <translation>VAE karo boyutu</translation>
    </message>
</context>
<context>
    <name>headroom::ui::FitExplorer</name>
    <message>
        <source>Cannot estimate: %1</source>
        <translation>Tahmin edilemiyor: %1</translation>
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
        <source>%1 (from config)</source>
        <translation>%1 (yapılandırmadan)</translation>
    </message>
    <message>
        <source>%1 The weights are now %2.</source>
        <translation>%1 Ağırlıklar artık %2.</translation>
    </message>
    <message>
        <source>Needs at least %1 GPUs of this kind (layer split)</source>
        <translation>Bu türden en az %1 GPU gerekir (katman bölme)</translation>
    </message>
    <message>
        <source>Check “%1”.</source>
        <translation>“%1” değerini kontrol edin.</translation>
    </message>
    <message>
        <source> · layers per GPU: %1 (the figures are the most loaded GPU&apos;s)</source>
        <translation> · GPU başına katman: %1 (değerler en yüklü GPU&apos;ya aittir)</translation>
    </message>
    <message>
        <source>&amp;Layer split over:</source>
        <translation>Ka&amp;tman bölme:</translation>
    </message>
    <message>
        <source>GPUs that split one model replica by tensor parallelism (must divide the attention heads); the others hold further replicas</source>
        <translation>Bir model kopyasını tensör paralelliğiyle paylaşan GPU&apos;lar (dikkat başlığı sayısını tam bölmelidir); diğerleri ek kopyaları taşır</translation>
    </message>
    <message>
        <source>GPUs that split one model replica by layer (--split-mode layer, any number); the others hold further replicas</source>
        <translation>Bir model kopyasını katman bölmeyle paylaşan GPU&apos;lar (--split-mode layer, herhangi bir sayı); diğerleri ek kopyaları taşır</translation>
    </message>
    <message>
        <source>Workloa&amp;d:</source>
        <translation>İş &amp;yükü:</translation>
    </message>
    <message>
        <source>What runs on the GPUs: serving the model, training it (full fine-tune, LoRA, QLoRA) or generating images with a diffusion pipeline</source>
        <translation>GPU&apos;larda ne çalışır: modeli sunmak, eğitmek (tam ince ayar, LoRA, QLoRA) ya da bir difüzyon hattıyla görüntü üretmek</translation>
    </message>
    <message>
        <source>Denoiser &amp;weights:</source>
        <translation>Gürü&amp;ltü giderici ağırlıkları:</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>Di&amp;zi uzunluğu:</translation>
    </message>
    <message>
        <source>An image-generation pipeline: text encoders, denoiser and VAE</source>
        <translation>Bir görüntü üretim hattı: metin kodlayıcılar, gürültü giderici ve VAE</translation>
    </message>
    <message>
        <source>Sequence length in tokens</source>
        <translation>Token cinsinden dizi uzunluğu</translation>
    </message>
    <message>
        <source>Tokens per training sequence (packed or padded to this length)</source>
        <translation>Eğitim dizisi başına token (bu uzunluğa paketlenmiş ya da doldurulmuş)</translation>
    </message>
    <message>
        <source>A GPU of your own (Custom GPU…)</source>
        <translation>Kendi GPU&apos;nuz (Özel GPU…)</translation>
    </message>
    <message>
        <source>Custom GPU…</source>
        <translation>Özel GPU…</translation>
    </message>
    <message>
        <source>Add a GPU of your own: name, memory, bandwidth, tensor throughput, link</source>
        <translation>Kendi GPU&apos;nuzu ekleyin: ad, bellek, bant genişliği, tensör verimi, bağlantı</translation>
    </message>
    <message>
        <source>%1 cannot be read as a model file.</source>
        <translation>%1 bir model dosyası olarak okunamıyor.</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Güncel</translation>
    </message>
    <message>
        <source>Current (%1)</source>
        <translation>Güncel (%1)</translation>
    </message>
    <message>
        <source>Engine release</source>
        <translation>Motor sürümü</translation>
    </message>
    <message>
        <source>Context length %1 is above the model&apos;s maximum of %2 tokens</source>
        <translation>Bağlam uzunluğu %1, modelin en fazla %2 tokenlik sınırını aşıyor</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tablo</translation>
    </message>
    <message>
        <source>Show the breakdown as a chart</source>
        <translation>Bellek dağılımını grafik olarak göster</translation>
    </message>
    <message>
        <source>Show the breakdown as a table (View &gt; Show the breakdown as a table)</source>
        <translation>Bellek dağılımını tablo olarak göster (Görünüm &gt; Bellek dağılımını tablo olarak göster)</translation>
    </message>
    <message>
        <source>Show the breakdown as a table</source>
        <translation>Bellek dağılımını tablo olarak göster</translation>
    </message>
</context>
<context>
    <name>headroom::ui::GlossaryHistory</name>
    <message>
        <source>The glossary history %1 is damaged and starts empty: %2</source>
        <translation>Sözlük geçmişi %1 bozuk; boş olarak başlatılıyor: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>bir JSON nesnesi değil</translation>
    </message>
    <message>
        <source>The glossary history %1 has an unknown version and starts empty.</source>
        <translation>Sözlük geçmişi %1 bilinmeyen bir sürümde; boş olarak başlatılıyor.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>%1 klasörü oluşturulamıyor</translation>
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
        <source>Glossary results</source>
        <translation>Sözlük sonuçları</translation>
    </message>
    <message>
        <source>Glossary article</source>
        <translation>Sözlük maddesi</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>Okuyun: %1</translation>
    </message>
    <message>
        <source>In your favourites (remove)</source>
        <translation>Favorilerinizde (kaldır)</translation>
    </message>
    <message>
        <source>Add to favourites</source>
        <translation>Favorilere ekle</translation>
    </message>
    <message>
        <source>From your termbase %1</source>
        <translation>%1 terim tabanınızdan</translation>
    </message>
    <message>
        <source>Type to search terms in English, Dutch and Turkish, pick one from the list, or start with a question.</source>
        <translation>İngilizce, Felemenkçe ve Türkçe terimlerde aramak için yazın, listeden birini seçin ya da bir soruyla başlayın.</translation>
    </message>
    <message>
        <source>No favourites yet: press Ctrl+D on an article</source>
        <translation>Henüz favori yok: bir maddede Ctrl+D tuşlarına basın</translation>
    </message>
    <message>
        <source>Search in English, Dutch and Turkish (Ctrl+K). Up and Down move in the results, Enter opens, Esc clears.</source>
        <translation>İngilizce, Felemenkçe ve Türkçe ara (Ctrl+K). Yukarı ve Aşağı ok tuşları sonuçlarda gezinir, Enter açar, Esc temizler.</translation>
    </message>
    <message>
        <source>Questions to start with, then the terms; Enter opens</source>
        <translation>Önce başlangıç soruları, ardından terimler; Enter açar</translation>
    </message>
    <message>
        <source>&amp;Find in glossary</source>
        <translation>Sözlükte &amp;ara</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Geri</translation>
    </message>
    <message>
        <source>Back to the previous article (Alt+Left)</source>
        <translation>Önceki maddeye geri dön (Alt+Sol)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>İ&amp;leri</translation>
    </message>
    <message>
        <source>Forward to the next article (Alt+Right)</source>
        <translation>Sonraki maddeye ilerle (Alt+Sağ)</translation>
    </message>
    <message>
        <source>Fa&amp;vourite</source>
        <translation>&amp;Favori</translation>
    </message>
    <message>
        <source>Add the open article to the favourites or remove it (Ctrl+D)</source>
        <translation>Açık maddeyi favorilere ekle ya da favorilerden kaldır (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Clear history</source>
        <translation>&amp;Geçmişi temizle</translation>
    </message>
    <message>
        <source>F&amp;avourites</source>
        <translation>Fa&amp;voriler</translation>
    </message>
    <message>
        <source>&amp;Recently viewed</source>
        <translation>&amp;Son görüntülenenler</translation>
    </message>
    <message>
        <source>&amp;Start with a question</source>
        <translation>&amp;Bir soruyla başla</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Geri</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>İleri</translation>
    </message>
    <message>
        <source>Favourites</source>
        <translation>Favoriler</translation>
    </message>
    <message>
        <source>Searches that found &amp;nothing…</source>
        <translation>&amp;Sonuç bulunamayan aramalar…</translation>
    </message>
    <message>
        <source>The searches that found no term, kept on this computer: copy or clear them</source>
        <translation>Hiçbir terim bulamayan, bu bilgisayarda saklanan aramalar: kopyalayın veya temizleyin</translation>
    </message>
    <message>
        <source>Favourites: open a favourite</source>
        <translation>Favoriler: bir favoriyi aç</translation>
    </message>
    <message>
        <source>Best %1 matches</source>
        <translation>En iyi %1 sonuç</translation>
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
    <message>
        <source>similar spelling</source>
        <translation>benzer yazım</translation>
    </message>
    <message>
        <source>Start with a question</source>
        <translation>Bir soruyla başla</translation>
    </message>
    <message>
        <source>All terms</source>
        <translation>Tüm terimler</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>Result hint: %1 the match tier (&quot;synonym&quot;, &quot;in the definition&quot;), %2 the language code, %3 the matched text with the match in bold.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>all words</source>
        <translation>tüm sözcükler</translation>
    </message>
    <message>
        <source>some words</source>
        <translation>bazı sözcükler</translation>
    </message>
    <message>
        <source>did you mean</source>
        <translation>bunu mu demek istediniz</translation>
    </message>
    <message>
        <source>No matches. Did you mean:</source>
        <translation>Eşleşme yok. Bunu mu demek istediniz:</translation>
    </message>
    <message>
        <source>question about %1</source>
        <extracomment>Under a question found by a search: %1 the term of the concept it opens.</extracomment>
        <translation>%1 hakkında soru</translation>
    </message>
</context>
<context>
    <name>headroom::ui::HistoryDialog</name>
    <message>
        <source>The quote history %1 cannot be read: %2</source>
        <translation>Teklif geçmişi %1 okunamıyor: %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(yok)</translation>
    </message>
    <message>
        <source>No quotes yet. Export a quote as a PDF and it appears here.</source>
        <translation>Henüz teklif yok. Bir teklifi PDF olarak dışa aktardığınızda burada görünür.</translation>
    </message>
    <message>
        <source>Reopen quote</source>
        <translation>Teklifi yeniden aç</translation>
    </message>
    <message>
        <source>Quote %1 cannot be reopened.
%2</source>
        <translation>Teklif %1 yeniden açılamıyor.
%2</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>Teklif %1</translation>
    </message>
    <message>
        <source>Export quote %1 again</source>
        <translation>Teklifi yeniden dışa aktar: %1</translation>
    </message>
    <message>
        <source>Quote %1 cannot be exported again.
%2</source>
        <translation>Teklif %1 yeniden dışa aktarılamıyor.
%2</translation>
    </message>
    <message>
        <source>Exported quote %1 to %2.</source>
        <translation>Teklif %1 dışa aktarıldı: %2.</translation>
    </message>
    <message>
        <source>Quote %1 could not be exported.
%2

Retry? The retry is the same operation (same idempotency key) and keeps the reference.</source>
        <translation>Teklif %1 dışa aktarılamadı.
%2

Yeniden denensin mi? Yeniden deneme aynı işlemdir (aynı idempotency anahtarı) ve referansı korur.</translation>
    </message>
    <message>
        <source>Quote %1 was not exported: %2</source>
        <translation>Teklif %1 dışa aktarılmadı: %2</translation>
    </message>
    <message>
        <source>Delete quote</source>
        <translation>Teklifi sil</translation>
    </message>
    <message>
        <source>Delete quote %1 and its export records from the history? PDF files already written stay where they are; the reference is not issued again.</source>
        <translation>Teklif %1 ve dışa aktarma kayıtları geçmişten silinsin mi? Önceden yazılmış PDF dosyaları yerinde kalır; referans yeniden verilmez.</translation>
    </message>
    <message>
        <source>Quote %1 could not be deleted.
%2</source>
        <translation>Teklif %1 silinemedi.
%2</translation>
    </message>
    <message>
        <source>Deleted quote %1.</source>
        <translation>Teklif %1 silindi.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Klasörü aç</translation>
    </message>
    <message>
        <source>The folder %1 cannot be opened.</source>
        <translation>%1 klasörü açılamıyor.</translation>
    </message>
    <message>
        <source>Quote history</source>
        <translation>Teklif geçmişi</translation>
    </message>
    <message>
        <source>Quotes exported from this computer, newest first. One reference per configuration: exporting the same configuration again keeps its reference. History file: %1</source>
        <translation>Bu bilgisayardan dışa aktarılan teklifler, en yeniden eskiye. Her yapılandırma için bir referans: aynı yapılandırmayı yeniden dışa aktarmak referansını korur. Geçmiş dosyası: %1</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referans</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Oluşturulma</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Para birimi</translation>
    </message>
    <message>
        <source>Last PDF</source>
        <translation>Son PDF</translation>
    </message>
    <message>
        <source>&amp;Reopen…</source>
        <translation>Yeniden &amp;aç…</translation>
    </message>
    <message>
        <source>Open the quote dialog with this quote&apos;s configuration</source>
        <translation>Teklif iletişim kutusunu bu teklifin yapılandırmasıyla aç</translation>
    </message>
    <message>
        <source>Write a new PDF of the same configuration (same reference)</source>
        <translation>Aynı yapılandırmadan yeni bir PDF yaz (aynı referans)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Sil…</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>&amp;Klasörü aç</translation>
    </message>
    <message>
        <source>Show the folder of the last PDF</source>
        <translation>Son PDF&apos;nin klasörünü göster</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Yenile</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (eksik)</translation>
    </message>
    <message>
        <source>%1 no longer exists. Use Export PDF again to write a new one.</source>
        <translation>%1 artık mevcut değil. Yenisini yazmak için PDF olarak yeniden dışa aktar komutunu kullanın.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Dönem</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Export PDF &amp;again…</source>
        <translation>PDF olarak yeniden &amp;dışa aktar…</translation>
    </message>
    <message>
        <source>Export PDF again…</source>
        <translation>PDF olarak yeniden dışa aktar…</translation>
    </message>
</context>
<context>
    <name>headroom::ui::InferenceControls</name>
    <message>
        <source>Placement:</source>
        <translation>Yerleşim:</translation>
    </message>
    <message>
        <source>Where the engine puts the model&apos;s layers: GPUs, host RAM, pipeline stages</source>
        <translation>Motorun modelin katmanlarını koyduğu yer: GPU&apos;lar, sistem belleği, pipeline aşamaları</translation>
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
    <message>
        <source>Quote &amp;history…</source>
        <translation>Teklif &amp;geçmişi…</translation>
    </message>
    <message>
        <source>Reopen, export again or delete the quotes exported so far</source>
        <translation>Şimdiye kadar dışa aktarılan teklifleri yeniden açın, tekrar dışa aktarın ya da silin</translation>
    </message>
    <message>
        <source>Open &amp;price list…</source>
        <translation>&amp;Fiyat listesini aç…</translation>
    </message>
    <message>
        <source>Read a price list (JSON) for the quote dialog</source>
        <translation>Teklif iletişim kutusu için bir fiyat listesi (JSON) okuyun</translation>
    </message>
    <message>
        <source>&amp;Import termbase…</source>
        <translation>Terim tabanını &amp;içe aktar…</translation>
    </message>
    <message>
        <source>Add the concepts of a TBX termbase beside the built-in glossary</source>
        <translation>Bir TBX terim tabanındaki kavramları yerleşik sözlüğün yanına ekleyin</translation>
    </message>
    <message>
        <source>Export &amp;glossary…</source>
        <translation>&amp;Sözlüğü dışa aktar…</translation>
    </message>
    <message>
        <source>Save the whole glossary as TBX or CSV</source>
        <translation>Sözlüğün tamamını TBX ya da CSV olarak kaydedin</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Sözlük</translation>
    </message>
    <message>
        <source>Pick your model and GPU: the verdict under the chart says whether it fits</source>
        <translation>Modelinizi ve GPU&apos;nuzu seçin: grafiğin altındaki sonuç sığıp sığmadığını gösterir</translation>
    </message>
    <message>
        <source>Context length raised from %1 to %2 tokens: the KV cache (outlined) grows with it</source>
        <translation>Bağlam uzunluğu %1 tokendan %2 tokena yükseltildi: KV önbelleği (çerçeveli) onunla birlikte büyür</translation>
    </message>
    <message>
        <source>The KV cache is outlined in the chart</source>
        <translation>KV önbelleği grafikte çerçevelendi</translation>
    </message>
    <message>
        <source>Try another weight precision: the weights (outlined) shrink with fewer bits</source>
        <translation>Başka bir ağırlık hassasiyeti deneyin: ağırlıklar (çerçeveli) daha az bitle küçülür</translation>
    </message>
    <message>
        <source>Import termbase</source>
        <translation>Terim tabanını içe aktar</translation>
    </message>
    <message>
        <source>TBX termbase (*.tbx *.xml);;All files (*)</source>
        <translation>TBX terim tabanı (*.tbx *.xml);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Cannot import %1. The glossary is unchanged.</source>
        <translation>%1 içe aktarılamıyor. Sözlük değişmedi.</translation>
    </message>
    <message>
        <source>Imported %1: concepts added: %2</source>
        <translation>%1 içe aktarıldı: eklenen kavramlar: %2</translation>
    </message>
    <message>
        <source>; skipped: %1</source>
        <translation>; atlanan: %1</translation>
    </message>
    <message>
        <source>Some items were not added; the details list each one.</source>
        <translation>Bazı öğeler eklenmedi; ayrıntılarda her biri listeleniyor.</translation>
    </message>
    <message>
        <source>TBX termbase (*.tbx)</source>
        <translation>TBX terim tabanı (*.tbx)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>CSV tablosu (*.csv)</translation>
    </message>
    <message>
        <source>Export glossary</source>
        <translation>Sözlüğü dışa aktar</translation>
    </message>
    <message>
        <source>Glossary saved to %1</source>
        <translation>Sözlük kaydedildi: %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>1 image</source>
        <translation>1 görüntü</translation>
    </message>
    <message>
        <source>%1 images</source>
        <translation>%1 görüntü</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 × %5 pixels × %6</source>
        <translation>%1 · %2 · %3 · %4 × %5 piksel × %6</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 tokens × micro-batch %5</source>
        <translation>%1 · %2 · %3 · %4 token × mikro yığın %5</translation>
    </message>
    <message>
        <source>The saved custom GPUs cannot be read: %1</source>
        <translation>Kaydedilmiş özel GPU&apos;lar okunamıyor: %1</translation>
    </message>
    <message>
        <source>Add &amp;custom GPU…</source>
        <translation>Ö&amp;zel GPU ekle…</translation>
    </message>
    <message>
        <source>Add a GPU of your own to the GPU lists (kept for later sessions)</source>
        <translation>GPU listelerine kendi GPU&apos;nuzu ekleyin (sonraki oturumlar için saklanır)</translation>
    </message>
    <message>
        <source>What should I &amp;rent?</source>
        <translation>Ne &amp;kiralamalıyım?</translation>
    </message>
    <message>
        <source>The cheapest GPU configurations of a price list that run your model</source>
        <translation>Bir fiyat listesinde modelinizi çalıştıran en ucuz GPU yapılandırmaları</translation>
    </message>
    <message>
        <source>Fit explorer</source>
        <translation>Sığma gezgini</translation>
    </message>
    <message>
        <source>What should I rent?</source>
        <translation>Ne kiralamalıyım?</translation>
    </message>
    <message>
        <source>Added the custom GPU %1</source>
        <translation>Özel GPU %1 eklendi</translation>
    </message>
    <message>
        <source>Custom GPU</source>
        <translation>Özel GPU</translation>
    </message>
    <message>
        <source>Price list %1 loaded: the quote dialog and “What should I rent?” offer it</source>
        <translation>%1 fiyat listesi yüklendi: teklif iletişim kutusu ve “Ne kiralamalıyım?” bunu sunar</translation>
    </message>
    <message>
        <source>Open model &amp;file…</source>
        <translation>Model &amp;dosyası aç…</translation>
    </message>
    <message>
        <source>Import a .gguf file or a safetensors checkpoint (with its config.json) with its exact tensor sizes</source>
        <translation>Bir .gguf dosyasını ya da bir safetensors checkpoint&apos;ini (config.json dosyasıyla) tam tensör boyutlarıyla içe aktar</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens × %4 sequences</source>
        <translation>%1 · %2 · %3 token × %4 dizi</translation>
    </message>
    <message>
        <source>Open model file</source>
        <translation>Model dosyası aç</translation>
    </message>
    <message>
        <source>Model files (*.gguf *.safetensors);;All files (*)</source>
        <translation>Model dosyaları (*.gguf *.safetensors);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Go to the fit &amp;explorer</source>
        <translation>Sığma &amp;gezginine git</translation>
    </message>
    <message>
        <source>Go to the &amp;glossary search</source>
        <translation>Sözlük &amp;aramasına git</translation>
    </message>
    <message>
        <source>Show the breakdown as a &amp;table</source>
        <translation>Bellek dağılımını &amp;tablo olarak göster</translation>
    </message>
    <message>
        <source>The chart&apos;s figures as a table (for screen readers and copying)</source>
        <translation>Grafiğin değerleri tablo olarak (ekran okuyucular ve kopyalama için)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MissedSearchesDialog</name>
    <message>
        <source>Searches that found nothing</source>
        <translation>Sonuç bulunamayan aramalar</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Arama</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Kaç kez</translation>
    </message>
    <message>
        <source>Last searched</source>
        <translation>Son arama</translation>
    </message>
    <message>
        <source>&amp;Copy all</source>
        <translation>&amp;Tümünü kopyala</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Temizle</translation>
    </message>
    <message>
        <source>Could not clear the list: %1</source>
        <translation>Liste temizlenemedi: %1</translation>
    </message>
    <message>
        <source>Every search found something so far.</source>
        <extracomment>Above the list of searches that found nothing; %1 the file it is kept in.</extracomment>
        <translation>Şimdiye kadar her arama bir sonuç buldu.</translation>
    </message>
    <message>
        <source>Kept on this computer only, in %1. Copy the list to report missing terms.</source>
        <translation>Yalnızca bu bilgisayarda, %1 içinde saklanır. Eksik terimleri bildirmek için listeyi kopyalayın.</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>bellek</translation>
    </message>
</context>
<context>
    <name>headroom::ui::PlacementControls</name>
    <message>
        <source>One replica of these GPUs, CUDA0 first; the GPU and GPU count above are not used</source>
        <translation>Bu GPU&apos;lardan oluşan bir kopya, önce CUDA0; yukarıdaki GPU ve GPU sayısı kullanılmaz</translation>
    </message>
    <message>
        <source>GPU la&amp;yers:</source>
        <translation>GPU kat&amp;manları:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tümü</translation>
    </message>
    <message>
        <source>llama.cpp --n-gpu-layers (Ollama num_gpu): the last layers offloaded to the GPUs, the others stay in host RAM; layers + 1 also offloads the output layer. All: every layer and the output layer</source>
        <translation>llama.cpp --n-gpu-layers (Ollama num_gpu): son katmanlar GPU&apos;lara aktarılır, diğerleri sistem belleğinde kalır; katman sayısı + 1 çıkış katmanını da aktarır. Tümü: her katman ve çıkış katmanı</translation>
    </message>
    <message>
        <source>Tensor s&amp;plit:</source>
        <translation>Tensor s&amp;plit:</translation>
    </message>
    <message>
        <source>by free memory</source>
        <translation>boş belleğe göre</translation>
    </message>
    <message>
        <source>llama.cpp --tensor-split: the share of layers per GPU, e.g. 3,2 (one number per GPU); empty: in proportion to each GPU&apos;s free memory</source>
        <translation>llama.cpp --tensor-split: GPU başına katman payı, örn. 3,2 (GPU başına bir sayı); boş: her GPU&apos;nun boş belleği oranında</translation>
    </message>
    <message>
        <source>E&amp;xperts on CPU</source>
        <translation>&amp;Uzmanlar CPU&apos;da</translation>
    </message>
    <message>
        <source>llama.cpp -ot exps=CPU (--cpu-moe): the routed experts of every layer stay in host RAM, attention and the KV cache on the GPUs</source>
        <translation>llama.cpp -ot exps=CPU (--cpu-moe): her katmanın yönlendirilen uzmanları sistem belleğinde kalır, dikkat ve KV önbelleği GPU&apos;larda</translation>
    </message>
    <message>
        <source>Pipeline para&amp;llel:</source>
        <translation>Pipeline para&amp;lelliği:</translation>
    </message>
    <message>
        <source>vLLM --pipeline-parallel-size: stages of consecutive layers, each over tensor parallel GPUs</source>
        <translation>vLLM --pipeline-parallel-size: her biri tensör paralelliği GPU&apos;ları üzerinde çalışan ardışık katman aşamaları</translation>
    </message>
    <message>
        <source>Expert paralle&amp;l</source>
        <translation>Uzman paralel&amp;liği</translation>
    </message>
    <message>
        <source>vLLM --enable-expert-parallel: each GPU holds whole experts instead of a slice of every expert</source>
        <translation>vLLM --enable-expert-parallel: her GPU her uzmanın bir dilimi yerine bütün uzmanları tutar</translation>
    </message>
    <message>
        <source>Mixed GP&amp;Us…</source>
        <translation>Karma &amp;GPU&apos;lar…</translation>
    </message>
    <message>
        <source>A replica of GPUs of different kinds (e.g. an RTX 4090 and an RTX 3090), one catalogue GPU per row</source>
        <translation>Farklı türden GPU&apos;lardan oluşan bir kopya (örn. bir RTX 4090 ve bir RTX 3090), satır başına katalogdan bir GPU</translation>
    </message>
</context>
<context>
    <name>headroom::ui::PriceListFiles</name>
    <message>
        <source>Open price list</source>
        <translation>Fiyat listesini aç</translation>
    </message>
    <message>
        <source>Price lists (*.json);;All files (*)</source>
        <translation>Fiyat listeleri (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Cannot use %1 as a price list.
%2</source>
        <translation>%1 fiyat listesi olarak kullanılamıyor.
%2</translation>
    </message>
</context>
<context>
    <name>headroom::ui::Prompts</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF dosyaları (*.pdf)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteCheckpoints</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Chec&amp;kpoints kept:</source>
        <translation>Saklana&amp;cak kontrol noktası:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Resumable training checkpoints kept in storage for the whole period</source>
        <translation>Tüm dönem boyunca depolamada tutulan sürdürülebilir eğitim kontrol noktaları</translation>
    </message>
    <message>
        <source>Resumable training checkpoints kept in storage for the whole period, %1 each, priced at the list&apos;s storage rate</source>
        <translation>Tüm dönem boyunca depolamada tutulan sürdürülebilir eğitim kontrol noktaları; her biri %1, listenin depolama ücretiyle fiyatlandırılır</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDialog</name>
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
        <source>Price list: %1, retrieved %2. Example data, not an offer.</source>
        <translation>Fiyat listesi: %1, alınma tarihi %2. Örnek veriler, teklif değildir.</translation>
    </message>
    <message>
        <source>Price list: %1, retrieved %2.</source>
        <translation>Fiyat listesi: %1, alınma tarihi %2.</translation>
    </message>
    <message>
        <source>The price list opened last (%1) cannot be used: %2</source>
        <translation>Son açılan fiyat listesi (%1) kullanılamıyor: %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 (%2), retrieved %3</source>
        <translation>%1 (%2), alınma tarihi %3</translation>
    </message>
    <message>
        <source>Valid until %1</source>
        <translation>Son geçerlilik tarihi: %1</translation>
    </message>
    <message>
        <source>Open price list</source>
        <translation>Fiyat listesini aç</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>The price list “%1” has no price for the GPU “%2”.</source>
        <translation>“%1” fiyat listesinde “%2” GPU&apos;su için fiyat yok.</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-saat</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>GPU-gün</translation>
    </message>
    <message>
        <source>GPU-weeks</source>
        <translation>GPU-hafta</translation>
    </message>
    <message>
        <source>GPU-months</source>
        <translation>GPU-ay</translation>
    </message>
    <message>
        <source>months</source>
        <translation>ay</translation>
    </message>
    <message>
        <source>GB-months</source>
        <translation>GB-ay</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>isteğe bağlı</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>fixed term, paid up front</source>
        <translation>sabit kiralama süresi, peşin ödenir</translation>
    </message>
    <message>
        <source>%1 × %2 for %3 hours, %4</source>
        <translation>%1 × %2, %3 saat, %4</translation>
    </message>
    <message>
        <source>Dedicated hosting: %1 × %2 hours</source>
        <translation>Özel barındırma: %1 × %2 saat</translation>
    </message>
    <message>
        <source>%1 for %2 hours</source>
        <translation>%1, %2 saat</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Kalem</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Miktar</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Birim fiyat</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Tutar</translation>
    </message>
    <message>
        <source>%1 (interruptible)</source>
        <translation>%1 (kesintiye uğrayabilir)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Subtotal (net)</source>
        <translation>Ara toplam (net)</translation>
    </message>
    <message>
        <source>Up front (fixed terms)</source>
        <translation>Peşin (sabit süreler)</translation>
    </message>
    <message>
        <source>Metered (billed as used)</source>
        <translation>Kullanıma göre (kullandıkça faturalandırılır)</translation>
    </message>
    <message>
        <source>VAT %1 % of %2</source>
        <translation>KDV %%1 (%2 üzerinden)</translation>
    </message>
    <message>
        <source>Total (VAT excluded)</source>
        <translation>Toplam (KDV hariç)</translation>
    </message>
    <message>
        <source>Hours basis: %1 hours in this period; a day is 24 hours, a week 7 days (168 hours), a month 30 days (720 hours). Stopping does not pause a paid term.</source>
        <translation>Saat esası: bu dönemde %1 saat; bir gün 24 saat, bir hafta 7 gün (168 saat), bir ay 30 gündür (720 saat). Durdurmak, ödenmiş bir dönemi duraklatmaz.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>Quote &lt;b&gt;%1&lt;/b&gt; was already exported to %2.</source>
        <translation>Teklif &lt;b&gt;%1&lt;/b&gt; zaten dışa aktarılmıştı: %2.</translation>
    </message>
    <message>
        <source>Exported quote &lt;b&gt;%1&lt;/b&gt; to %2.</source>
        <translation>Teklif &lt;b&gt;%1&lt;/b&gt; dışa aktarıldı: %2.</translation>
    </message>
    <message>
        <source>Export quote %1 as PDF</source>
        <translation>Teklifi PDF olarak dışa aktar: %1</translation>
    </message>
    <message>
        <source>Quote %1 could not be exported.
%2

Retry? The retry is the same operation (same idempotency key) and keeps the reference.</source>
        <translation>Teklif %1 dışa aktarılamadı.
%2

Yeniden denensin mi? Yeniden deneme aynı işlemdir (aynı idempotency anahtarı) ve referansı korur.</translation>
    </message>
    <message>
        <source>Quote %1 was not exported: %2</source>
        <translation>Teklif %1 dışa aktarılmadı: %2</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Teklif</translation>
    </message>
    <message>
        <source>&amp;Configuration</source>
        <translation>Ya&amp;pılandırma</translation>
    </message>
    <message>
        <source>&amp;Routes</source>
        <translation>Yöntem&amp;ler</translation>
    </message>
    <message>
        <source>Re&amp;tention</source>
        <translation>Sakla&amp;ma</translation>
    </message>
    <message>
        <source>&amp;Measurements</source>
        <translation>Ölç&amp;ümler</translation>
    </message>
    <message>
        <source>&amp;Price list:</source>
        <translation>&amp;Fiyat listesi:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Aç…</translation>
    </message>
    <message>
        <source>Open a price list file (JSON)</source>
        <translation>Bir fiyat listesi dosyası (JSON) aç</translation>
    </message>
    <message>
        <source>Pricin&amp;g:</source>
        <translation>Fiyatla&amp;ndırma:</translation>
    </message>
    <message>
        <source>On demand (metered per hour)</source>
        <translation>İsteğe bağlı (saat başına ölçülür)</translation>
    </message>
    <message>
        <source>Spot (interruptible, metered)</source>
        <translation>Spot (kesintiye uğrayabilir, kullanıma göre)</translation>
    </message>
    <message>
        <source>Fixed term (paid up front)</source>
        <translation>Sabit kiralama süresi (peşin ödenir)</translation>
    </message>
    <message>
        <source>Spot capacity can be taken back at any time: a job on it needs a recovery plan, such as saving training checkpoints and resuming from the last one.</source>
        <translation>Spot kapasite her an geri alınabilir: üzerinde çalışan bir iş, eğitim kontrol noktalarını kaydedip sonuncusundan devam etmek gibi bir kurtarma planına ihtiyaç duyar.</translation>
    </message>
    <message>
        <source>What is a training checkpoint?</source>
        <translation>Eğitim kontrol noktası nedir?</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Seçenekler</translation>
    </message>
    <message>
        <source>S&amp;upport:</source>
        <translation>Des&amp;tek:</translation>
    </message>
    <message>
        <source>Hosting:</source>
        <translation>Barındırma:</translation>
    </message>
    <message>
        <source>&amp;Dedicated (not shared)</source>
        <translation>&amp;Özel (paylaşılmayan)</translation>
    </message>
    <message>
        <source>&amp;VAT:</source>
        <translation>&amp;KDV:</translation>
    </message>
    <message>
        <source>Add VAT at</source>
        <translation>Şu oranda KDV ekle</translation>
    </message>
    <message>
        <source>VAT rate in percent, to two decimals (for example 21 or 5.5)</source>
        <translation>Yüzde olarak KDV oranı, en fazla iki ondalık basamak (örneğin 21 ya da 5.5)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>D&amp;il:</translation>
    </message>
    <message>
        <source>Valid &amp;for:</source>
        <translation>Geç&amp;erlilik süresi:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> gün</translation>
    </message>
    <message>
        <source>Three ways to run the scenario: who operates what, how each bills, and what idle time costs. Token-billed routes need the token figures of the Measurements tab.</source>
        <translation>Senaryoyu çalıştırmanın üç yöntemi: kim neyi işletir, her biri nasıl faturalandırılır ve boşta geçen süre neye mal olur. Token başına faturalandırılan yöntemler, Ölçümler sekmesindeki token rakamlarına ihtiyaç duyar.</translation>
    </message>
    <message>
        <source>Who operates</source>
        <translation>Kim işletir</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Faturalandırma</translation>
    </message>
    <message>
        <source>Cost of the period</source>
        <translation>Dönemin maliyeti</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>Boşta kalma maliyeti</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Çıkış trafiği</translation>
    </message>
    <message>
        <source>Include the comparison in the PDF</source>
        <translation>Karşılaştırmayı PDF&apos;ye ekle</translation>
    </message>
    <message>
        <source>Retention and deletion, as printed in the PDF. Edit the texts to match the offer; untouched texts follow the PDF language.</source>
        <translation>PDF&apos;de basıldığı biçimiyle saklama ve silme. Metinleri teklife uyacak şekilde düzenleyin; dokunulmamış metinler PDF dilini izler.</translation>
    </message>
    <message>
        <source>Where each control &amp;applies:</source>
        <translation>Her denetimin &amp;uygulandığı yer:</translation>
    </message>
    <message>
        <source>E&amp;vidence delivered:</source>
        <translation>Teslim edilen &amp;kanıtlar:</translation>
    </message>
    <message>
        <source>What stays the &amp;customer team&apos;s responsibility:</source>
        <translation>Müşteri &amp;ekibinin sorumluluğunda kalanlar:</translation>
    </message>
    <message>
        <source>Reset to the defaults</source>
        <translation>Varsayılanlara sıfırla</translation>
    </message>
    <message>
        <source>What the customer measured or expects. Printed in the PDF as notes; the token figures also price the token-billed routes. Leave a field empty when it is not known.</source>
        <translation>Müşterinin ölçtükleri ya da bekledikleri. PDF&apos;de ölçüm notları olarak basılır; token rakamları ayrıca token başına faturalandırılan yöntemleri de fiyatlandırır. Bilinmeyen bir alanı boş bırakın.</translation>
    </message>
    <message>
        <source>&amp;Input tokens per month:</source>
        <translation>Aylık &amp;girdi token sayısı:</translation>
    </message>
    <message>
        <source>&amp;Output tokens per month:</source>
        <translation>Aylık &amp;çıktı token sayısı:</translation>
    </message>
    <message>
        <source>Con&amp;currency:</source>
        <translation>&amp;Eşzamanlılık:</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>belirtilmedi</translation>
    </message>
    <message>
        <source>&amp;Error rate:</source>
        <translation>&amp;Hata oranı:</translation>
    </message>
    <message>
        <source>e.g. below 0.5 % of requests</source>
        <translation>ör. isteklerin yüzde 0,5&apos;inden az</translation>
    </message>
    <message>
        <source>&amp;Data refresh:</source>
        <translation>&amp;Veri yenileme:</translation>
    </message>
    <message>
        <source>e.g. nightly</source>
        <translation>ör. her gece</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Önizleme</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF olarak dışa &amp;aktar…</translation>
    </message>
    <message>
        <source>No fit scenario: this quote prices the GPUs only.</source>
        <translation>Sığma senaryosu yok: bu teklif yalnızca GPU&apos;ları fiyatlandırır.</translation>
    </message>
    <message>
        <source>No fit scenario: %1</source>
        <translation>Sığma senaryosu yok: %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>cannot be estimated: %1</source>
        <translation>tahmin edilemiyor: %1</translation>
    </message>
    <message>
        <source>The quote prices %1; the fit explorer shows %2. Fit of the quoted hardware: %3</source>
        <translation>Teklif %1 için fiyat veriyor; sığma gezgini %2 gösteriyor. Teklif edilen donanımın sığma durumu: %3</translation>
    </message>
    <message>
        <source>Fit of the quoted hardware (%1): %2</source>
        <translation>Teklif edilen donanımın sığma durumu (%1): %2</translation>
    </message>
    <message>
        <source>Checkpoints: %1 kept, %2 GB for %3 hours</source>
        <translation>Kontrol noktaları: %1 saklanır, %2 GB, %3 saat</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteExporter</name>
    <message>
        <source>The stored quote cannot be read: the field “%1” is missing or not valid.</source>
        <translation>Kayıtlı teklif okunamıyor: “%1” alanı eksik ya da geçersiz.</translation>
    </message>
    <message>
        <source>The price list “%1” of this quote cannot be read.
%2</source>
        <translation>Bu teklifin “%1” fiyat listesi okunamıyor.
%2</translation>
    </message>
    <message>
        <source>The price list “%1” of this quote is not available. Open it with File → Open price list… and try again.</source>
        <translation>Bu teklifin “%1” fiyat listesi mevcut değil. Dosya → Fiyat listesini aç… ile açıp yeniden deneyin.</translation>
    </message>
    <message>
        <source>The price list “%1” has changed since this quote was made (retrieved %2 in %3, now %4 in %5).</source>
        <translation>“%1” fiyat listesi bu teklif hazırlandığından beri değişti (alınma tarihi %2, para birimi %3; şimdi %4, %5).</translation>
    </message>
    <message>
        <source>the price list</source>
        <translation>fiyat listesi</translation>
    </message>
    <message>
        <source>the stored scenario is not a JSON object</source>
        <translation>kayıtlı senaryo bir JSON nesnesi değil</translation>
    </message>
</context>
<context>
    <name>headroom::ui::RentAnswerChart</name>
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
    <name>headroom::ui::RentPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>As the model is published</source>
        <translation>Modelin yayımlandığı haliyle</translation>
    </message>
    <message>
        <source>No price list is available.</source>
        <translation>Kullanılabilir fiyat listesi yok.</translation>
    </message>
    <message>
        <source>The request cannot be solved.</source>
        <translation>İstek çözülemiyor.</translation>
    </message>
    <message>
        <source>Cannot search: %1</source>
        <translation>Aranamıyor: %1</translation>
    </message>
    <message>
        <source>Nothing fits: none of the %1 configurations of this price list (up to %2 GPUs) holds the model at this context and concurrency. Allow more GPUs, shorten the context, serve fewer sequences or choose smaller weights.</source>
        <translation>Hiçbiri sığmıyor: bu fiyat listesinin %1 yapılandırmasının (en fazla %2 GPU) hiçbiri modeli bu bağlam ve eşzamanlılıkta taşımıyor. Daha fazla GPU&apos;ya izin verin, bağlamı kısaltın, daha az dizi sunun ya da daha küçük ağırlıklar seçin.</translation>
    </message>
    <message>
        <source>%1 configurations fit in memory, but none reaches the speed target. Lower the target or allow more GPUs.</source>
        <translation>%1 yapılandırma belleğe sığıyor, ancak hiçbiri hız hedefine ulaşmıyor. Hedefi düşürün ya da daha fazla GPU&apos;ya izin verin.</translation>
    </message>
    <message>
        <source>Configurations tried: %1 · fitting: %2 · shown: %3, cheapest first</source>
        <translation>Denenen yapılandırmalar: %1 · sığan: %2 · gösterilen: %3, en ucuz önce</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>fixed term</source>
        <translation>sabit kiralama süresi</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>isteğe bağlı</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>tensör paralelliği %1</translation>
    </message>
    <message>
        <source>layers split over %1</source>
        <translation>%1 GPU üzerinde katman bölme</translation>
    </message>
    <message>
        <source>%1 · %2 replicas</source>
        <translation>%1 · %2 kopya</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 in total</source>
        <translation>toplam %1</translation>
    </message>
    <message>
        <source>%1 / 1M output tokens</source>
        <translation>%1 / 1M çıktı tokenı</translation>
    </message>
    <message>
        <source>%1 tokens/s per user</source>
        <translation>kullanıcı başına saniyede %1 token</translation>
    </message>
    <message>
        <source>%1 tokens/s aggregate</source>
        <translation>toplam saniyede %1 token</translation>
    </message>
    <message>
        <source>first token in %1 ms</source>
        <translation>ilk token %1 ms&apos;de</translation>
    </message>
    <message>
        <source>Quote this…</source>
        <translation>Teklif hazırla…</translation>
    </message>
    <message>
        <source>Open the quote dialog on this configuration</source>
        <translation>Teklif iletişim kutusunu bu yapılandırmayla aç</translation>
    </message>
    <message>
        <source>What should I rent?</source>
        <translation>Ne kiralamalıyım?</translation>
    </message>
    <message>
        <source>Say what you want to run; every GPU of the price list is tried at 1 to the most GPUs and with each pricing, and the configurations that fit (and are fast enough) are listed, cheapest first for the chosen term.</source>
        <translation>Ne çalıştırmak istediğinizi belirtin; fiyat listesindeki her GPU, 1&apos;den en fazla GPU sayısına kadar ve her fiyatlandırmayla denenir; sığan (ve yeterince hızlı olan) yapılandırmalar, seçilen dönem için en ucuzdan başlayarak listelenir.</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;Price list:</source>
        <translation>&amp;Fiyat listesi:</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>&amp;Ağırlıklar:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>Mot&amp;or:</translation>
    </message>
    <message>
        <source>Con&amp;text length:</source>
        <translation>&amp;Bağlam uzunluğu:</translation>
    </message>
    <message>
        <source>&amp;Term:</source>
        <translation>&amp;Dönem:</translation>
    </message>
    <message>
        <source>C&amp;oncurrency:</source>
        <translation>&amp;Eşzamanlılık:</translation>
    </message>
    <message>
        <source>&amp;Number of terms:</source>
        <translation>Dönem sa&amp;yısı:</translation>
    </message>
    <message>
        <source>Min. tokens/s per use&amp;r:</source>
        <translation>&amp;Kullanıcı başına en az token/sn:</translation>
    </message>
    <message>
        <source>Pricin&amp;g:</source>
        <translation>Fiyatla&amp;ndırma:</translation>
    </message>
    <message>
        <source>Min. tokens/s &amp;aggregate:</source>
        <translation>En az &amp;toplam token/sn:</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>K&amp;ullanım oranı:</translation>
    </message>
    <message>
        <source>Mo&amp;st GPUs:</source>
        <translation>En fazla G&amp;PU:</translation>
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
        <source>Every pricing the list offers</source>
        <translation>Listedeki her fiyatlandırma</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>İsteğe bağlı</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Fixed term</source>
        <translation>Sabit kiralama süresi</translation>
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
        <source>Sequences served at the same time (users)</source>
        <translation>Aynı anda sunulan diziler (kullanıcılar)</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>hedef yok</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> token/sn</translation>
    </message>
    <message>
        <source>Decode speed each sequence must reach at this concurrency</source>
        <translation>Her dizinin bu eşzamanlılıkta ulaşması gereken decode hızı</translation>
    </message>
    <message>
        <source>Decode speed of all sequences together</source>
        <translation>Tüm dizilerin toplam decode hızı</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of the paid hours the GPUs serve tokens, for the cost per token</source>
        <translation>Ücretli saatlerin GPU&apos;ların token ürettiği payı (token başına maliyet için)</translation>
    </message>
    <message>
        <source>The most GPUs one configuration may use</source>
        <translation>Bir yapılandırmanın kullanabileceği en fazla GPU sayısı</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>A&amp;ra</translation>
    </message>
    <message>
        <source>From the fit e&amp;xplorer</source>
        <translation>Sığma &amp;gezgininden</translation>
    </message>
    <message>
        <source>Take the model, engine, weights, context and concurrency of the fit explorer</source>
        <translation>Sığma gezginindeki modeli, motoru, ağırlıkları, bağlamı ve eşzamanlılığı al</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Yapılandırma</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Maliyet</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Hız</translation>
    </message>
    <message>
        <source>Binding
constraint</source>
        <translation>Bağlayıcı
kısıt</translation>
    </message>
    <message>
        <source>Memory
per GPU</source>
        <translation>GPU başına
bellek</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV önbelleği</translation>
    </message>
    <message>
        <source>┆ usable per GPU</source>
        <translation>┆ GPU başına kullanılabilir</translation>
    </message>
    <message>
        <source>GPU configurations that fit, cheapest first</source>
        <translation>Sığan GPU yapılandırmaları, en ucuzdan pahalıya</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ThroughputText</name>
    <message>
        <source>Throughput not known for this GPU</source>
        <translation>Bu GPU için verim bilinmiyor</translation>
    </message>
</context>
<context>
    <name>headroom::ui::TrainingControls</name>
    <message>
        <source> sequence</source>
        <translation> dizi</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> dizi</translation>
    </message>
    <message>
        <source> micro-batch</source>
        <translation> mikro yığın</translation>
    </message>
    <message>
        <source> micro-batches</source>
        <translation> mikro yığın</translation>
    </message>
    <message>
        <source>FP32 copy</source>
        <translation>FP32 kopya</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Seçici</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Tam</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer durumu</translation>
    </message>
    <message>
        <source>Optimizer state and weights</source>
        <translation>Optimizer durumu ve ağırlıklar</translation>
    </message>
    <message>
        <source>O&amp;ptimizer:</source>
        <translation>&amp;Optimizer:</translation>
    </message>
    <message>
        <source>Master w&amp;eights:</source>
        <translation>A&amp;na ağırlıklar:</translation>
    </message>
    <message>
        <source>Gr&amp;adients:</source>
        <translation>Gradyan&amp;lar:</translation>
    </message>
    <message>
        <source>Activation c&amp;heckpointing:</source>
        <translation>Aktivasyon &amp;checkpointing:</translation>
    </message>
    <message>
        <source>&amp;Sharding:</source>
        <translation>&amp;Parçalama:</translation>
    </message>
    <message>
        <source>Shard gro&amp;up:</source>
        <translation>Parça gr&amp;ubu:</translation>
    </message>
    <message>
        <source>CPU o&amp;ffload:</source>
        <translation>CPU&apos;ya ak&amp;tarma:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Seçenekler:</translation>
    </message>
    <message>
        <source>Gradient accumulat&amp;ion:</source>
        <translation>Gradyan &amp;biriktirme:</translation>
    </message>
    <message>
        <source>LoRA adapter:</source>
        <translation>LoRA adaptörü:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>&amp;Rank:</translation>
    </message>
    <message>
        <source>on:</source>
        <translation>hedefler:</translation>
    </message>
    <message>
        <source>Micro-&amp;batch:</source>
        <translation>Mi&amp;kro yığın:</translation>
    </message>
    <message>
        <source>Optimizer step in bac&amp;kward</source>
        <translation>Optimiz&amp;er adımı geri geçişte</translation>
    </message>
    <message>
        <source>Flash atte&amp;ntion</source>
        <translation>&amp;Flash attention</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>otomatik</translation>
    </message>
    <message>
        <source>Gradient accumulation changes no memory term.</source>
        <translation>Gradyan biriktirme hiçbir bellek terimini değiştirmez.</translation>
    </message>
    <message>
        <source>The optimizer whose state is kept for every trainable parameter</source>
        <translation>Durumu her eğitilebilir parametre için tutulan optimizer</translation>
    </message>
    <message>
        <source>Mixed precision: an fp32 copy of the trainable weights that the optimizer updates (n/a for fp32 weights)</source>
        <translation>Karma hassasiyet: optimizer&apos;ın güncellediği eğitilebilir ağırlıkların fp32 kopyası (fp32 ağırlıklarda geçerli değil)</translation>
    </message>
    <message>
        <source>Element type of the gradients (ignored for fp32 weights)</source>
        <translation>Gradyanların öğe türü (fp32 ağırlıklarda yok sayılır)</translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass instead of storing them: selective recomputes the attention core, full keeps only each layer&apos;s input</source>
        <translation>Aktivasyonları saklamak yerine geri geçişte yeniden hesapla: seçici yalnızca dikkat çekirdeğini yeniden hesaplar, tam ise yalnızca her katmanın girdisini saklar</translation>
    </message>
    <message>
        <source>How the GPUs share the model states: DDP replicates them, ZeRO and FSDP divide them</source>
        <translation>GPU&apos;ların model durumlarını nasıl paylaştığı: DDP bunları çoğaltır, ZeRO ve FSDP böler</translation>
    </message>
    <message>
        <source>FSDP HYBRID_SHARD: GPUs per shard group (auto: up to 8), replicated across groups</source>
        <translation>FSDP HYBRID_SHARD: parça grubu başına GPU (otomatik: en fazla 8), gruplar arasında çoğaltılır</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-Offload / FSDP CPUOffload: what lives in host RAM instead of on the GPU (the weights only with ZeRO-3 or FSDP full shard)</source>
        <translation>DeepSpeed ZeRO-Offload / FSDP CPUOffload: GPU yerine sistem belleğinde tutulanlar (ağırlıklar yalnızca ZeRO-3 ya da FSDP full shard ile)</translation>
    </message>
    <message>
        <source>Fuse the optimizer step into the backward pass: each gradient is freed as soon as its parameter is updated</source>
        <translation>Optimizer adımını geri geçişle birleştir: her gradyan, parametresi güncellenir güncellenmez serbest bırakılır</translation>
    </message>
    <message>
        <source>SDPA / FlashAttention: no attention-score matrix per layer</source>
        <translation>SDPA / FlashAttention: katman başına dikkat skoru matrisi yok</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step; it changes no memory term, only how many micro-batches make one step</source>
        <translation>Optimizer adımı başına mikro yığın; hiçbir bellek terimini değiştirmez, yalnızca bir adımı kaç mikro yığının oluşturduğunu belirler</translation>
    </message>
    <message>
        <source>Rank r of the adapter matrices A (r × in) and B (out × r)</source>
        <translation>A (r × in) ve B (out × r) adaptör matrislerinin rankı r</translation>
    </message>
    <message>
        <source>Micro-batch in sequences</source>
        <translation>Dizi cinsinden mikro yığın</translation>
    </message>
    <message>
        <source>Sequences per GPU in one forward and backward pass</source>
        <translation>Tek bir ileri ve geri geçişte GPU başına dizi</translation>
    </message>
</context>
<context>
    <name>std</name>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
</context>
</TS>
