<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>Not valid JSON at byte offset %1: %2.</source>
        <translation>Geen geldige JSON op byte-positie %1: %2.</translation>
    </message>
    <message>
        <source>The top level must be a JSON object.</source>
        <translation>Het hoogste niveau moet een JSON-object zijn.</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Het bestand</translation>
    </message>
    <message>
        <source>The file has &quot;format&quot;: &quot;%1&quot;; expected &quot;%2&quot;.</source>
        <translation>Het bestand heeft &quot;format&quot;: &quot;%1&quot;; verwacht: &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The file has version %1; this build reads version %2.</source>
        <translation>Het bestand heeft versie %1; deze versie van het programma leest versie %2.</translation>
    </message>
    <message>
        <source>%1: unknown field &quot;%2&quot;.</source>
        <translation>%1: onbekend veld &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; is missing.</source>
        <translation>%1: het veld &quot;%2&quot; ontbreekt.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a JSON array.</source>
        <translation>%1: het veld &quot;%2&quot; moet een JSON-array zijn.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a JSON object.</source>
        <translation>%1: het veld &quot;%2&quot; moet een JSON-object zijn.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a string.</source>
        <translation>%1: het veld &quot;%2&quot; moet een tekenreeks zijn.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must not be empty.</source>
        <translation>%1: het veld &quot;%2&quot; mag niet leeg zijn.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be true or false.</source>
        <translation>%1: het veld &quot;%2&quot; moet true of false zijn.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a whole number.</source>
        <translation>%1: het veld &quot;%2&quot; moet een geheel getal zijn.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be positive, not %3.</source>
        <translation>%1: het veld &quot;%2&quot; moet positief zijn, niet %3.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be at least %3, not %4.</source>
        <translation>%1: het veld &quot;%2&quot; moet minstens %3 zijn, niet %4.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; is too large (%3).</source>
        <translation>%1: het veld &quot;%2&quot; is te groot (%3).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a date written YYYY-MM-DD, not &quot;%3&quot;.</source>
        <translation>%1: het veld &quot;%2&quot; moet een datum in de vorm JJJJ-MM-DD zijn, niet &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an https URL.</source>
        <translation>%1: &quot;%2&quot; is geen https-URL.</translation>
    </message>
    <message>
        <source>%1: the field &quot;note&quot; must be a string.</source>
        <translation>%1: het veld &quot;note&quot; moet een tekenreeks zijn.</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; may only use lowercase letters, digits, &apos;-&apos; and &apos;.&apos;.</source>
        <translation>%1: de id &quot;%2&quot; mag alleen kleine letters, cijfers, &apos;-&apos; en &apos;.&apos; bevatten.</translation>
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
        <translation>Het bestand bevat geen GPU&apos;s.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 %2 must be a JSON object.</source>
        <translation>%1 %2 moet een JSON-object zijn.</translation>
    </message>
    <message>
        <source>%1: unknown platform &quot;%2&quot; (expected &quot;CUDA&quot; or &quot;ROCm&quot;).</source>
        <translation>%1: onbekend platform &quot;%2&quot; (verwacht: &quot;CUDA&quot; of &quot;ROCm&quot;).</translation>
    </message>
    <message>
        <source>%1: marketed_label &quot;%2&quot; does not match marketed_bytes %3 (expected &quot;&lt;n&gt; GB&quot; with n x 10^9 = marketed_bytes).</source>
        <translation>%1: marketed_label &quot;%2&quot; past niet bij marketed_bytes %3 (verwacht: &quot;&lt;n&gt; GB&quot; met n x 10^9 = marketed_bytes).</translation>
    </message>
    <message>
        <source>%1: duplicate id &quot;%2&quot; (also GPU %3).</source>
        <translation>%1: dubbele id &quot;%2&quot; (ook GPU %3).</translation>
    </message>
    <message>
        <source>%1: num_attention_heads %2 is not a multiple of num_key_value_heads %3.</source>
        <translation>%1: num_attention_heads %2 is geen veelvoud van num_key_value_heads %3.</translation>
    </message>
    <message>
        <source>%1: head_dim is absent and hidden_size %2 is not divisible by num_attention_heads %3.</source>
        <translation>%1: head_dim ontbreekt en hidden_size %2 is niet deelbaar door num_attention_heads %3.</translation>
    </message>
    <message>
        <source>%1: num_local_experts and num_experts_per_tok must be given together.</source>
        <translation>%1: num_local_experts en num_experts_per_tok moeten samen worden opgegeven.</translation>
    </message>
    <message>
        <source>%1: num_experts_per_tok %2 exceeds num_local_experts %3.</source>
        <translation>%1: num_experts_per_tok %2 is groter dan num_local_experts %3.</translation>
    </message>
    <message>
        <source>The file lists no models.</source>
        <translation>Het bestand bevat geen modellen.</translation>
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
        <translation>%1: dubbele id &quot;%2&quot; (ook model %3).</translation>
    </message>
    <message>
        <source>The price list</source>
        <translation>De prijslijst</translation>
    </message>
    <message>
        <source>%1: currency &quot;%2&quot; is not an ISO 4217 code such as &quot;USD&quot;.</source>
        <translation>%1: valuta &quot;%2&quot; is geen ISO 4217-code zoals &quot;USD&quot;.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <source>%1: duplicate price for &quot;%2&quot; (also price %3).</source>
        <translation>%1: dubbele prijs voor &quot;%2&quot; (ook prijs %3).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must be a whole number of micro-units (1 = 0.000001 of the currency).</source>
        <translation>%1: het veld &quot;%2&quot; moet een geheel aantal micro-eenheden zijn (1 = 0,000001 van de valuta).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; is %3; rates are whole numbers of micro-units (2.69 per hour is written 2690000).</source>
        <translation>%1: het veld &quot;%2&quot; is %3; tarieven zijn gehele aantallen micro-eenheden (2,69 per uur wordt geschreven als 2690000).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must not be negative (%3).</source>
        <translation>%1: het veld &quot;%2&quot; mag niet negatief zijn (%3).</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; is larger than 2^53 = 9007199254740992, the largest whole number JSON keeps exactly.</source>
        <translation>%1: het veld &quot;%2&quot; is groter dan 2^53 = 9007199254740992, het grootste gehele getal dat JSON exact bewaart.</translation>
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
        <translation>Ondersteuningsniveau</translation>
    </message>
    <message>
        <source>%1: duplicate id &quot;%2&quot; (also support tier %3).</source>
        <translation>%1: dubbele id &quot;%2&quot; (ook ondersteuningsniveau %3).</translation>
    </message>
    <message>
        <source>%1: valid_until %2 is before source.retrieved %3.</source>
        <translation>%1: valid_until %2 ligt vóór source.retrieved %3.</translation>
    </message>
    <message>
        <source>%1 lists no GPU prices.</source>
        <translation>%1 bevat geen GPU-prijzen.</translation>
    </message>
    <message>
        <source>%1: no GPU with id &quot;%2&quot; in %3 (field &quot;gpu&quot;).</source>
        <translation>%1: geen GPU met id &quot;%2&quot; in %3 (veld &quot;gpu&quot;).</translation>
    </message>
    <message>
        <source>The price list id &quot;%1&quot; is used by another price list file as well.</source>
        <translation>De prijslijst-id &quot;%1&quot; wordt ook door een ander prijslijstbestand gebruikt.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must list whole numbers of at least %3.</source>
        <translation>%1: het veld &quot;%2&quot; moet een lijst van gehele getallen van minstens %3 zijn.</translation>
    </message>
    <message>
        <source>%1: the field &quot;%2&quot; must list true or false.</source>
        <translation>%1: het veld &quot;%2&quot; moet een lijst van true- of false-waarden zijn.</translation>
    </message>
    <message>
        <source>%1: cross_attention and transformer_layers_per_block need one entry per block_out_channels entry.</source>
        <translation>%1: cross_attention en transformer_layers_per_block moeten één waarde per waarde van block_out_channels hebben.</translation>
    </message>
    <message>
        <source>%1: the field &quot;text_tokens&quot; is too large (%2).</source>
        <translation>%1: het veld &quot;text_tokens&quot; is te groot (%2).</translation>
    </message>
    <message>
        <source>%1, denoiser</source>
        <translation>%1, denoiser</translation>
    </message>
    <message>
        <source>%1: unknown kind &quot;%2&quot; (expected &quot;unet&quot; or &quot;dit&quot;).</source>
        <translation>%1: onbekende soort &quot;%2&quot; (verwacht: &quot;unet&quot; of &quot;dit&quot;).</translation>
    </message>
    <message>
        <source>%1, vae</source>
        <translation>%1, vae</translation>
    </message>
    <message>
        <source>%1: block_out_channels has more than 16 levels.</source>
        <translation>%1: block_out_channels heeft meer dan 16 niveaus.</translation>
    </message>
    <message>
        <source>%1, text encoder</source>
        <translation>%1, tekstencoder</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>Pijplijn</translation>
    </message>
    <message>
        <source>%1: duplicate id &quot;%2&quot; (also pipeline %3).</source>
        <translation>%1: dubbele id &quot;%2&quot; (ook pijplijn %3).</translation>
    </message>
    <message>
        <source>%1, interconnect</source>
        <translation>%1, interconnect</translation>
    </message>
    <message>
        <source>%1: unknown kind &quot;%2&quot; (expected &quot;pcie&quot;, &quot;nvlink&quot; or &quot;infinity-fabric&quot;).</source>
        <translation>%1: onbekende kind-waarde &quot;%2&quot; (verwacht: &quot;pcie&quot;, &quot;nvlink&quot; of &quot;infinity-fabric&quot;).</translation>
    </message>
    <message>
        <source>%1: kind &quot;%2&quot; does not go with platform &quot;%3&quot;.</source>
        <translation>%1: kind &quot;%2&quot; past niet bij platform &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>%1: the field &quot;pcie_generation&quot; must be at most %2, not %3.</source>
        <translation>%1: het veld &quot;pcie_generation&quot; mag hoogstens %2 zijn, niet %3.</translation>
    </message>
    <message>
        <source>%1: unknown memory_type &quot;%2&quot; (expected HBM… or GDDR…).</source>
        <translation>%1: onbekend memory_type &quot;%2&quot; (verwacht: HBM… of GDDR…).</translation>
    </message>
    <message>
        <source>GPU %1: the id &quot;%2&quot; is already in the catalogue; give the GPU another id.</source>
        <translation>GPU %1: de id &quot;%2&quot; staat al in de catalogus; geef de GPU een andere id.</translation>
    </message>
    <message>
        <source>The file has version %1; this build reads versions %2 to %3.</source>
        <translation>Het bestand heeft versie %1; deze build leest versies %2 tot en met %3.</translation>
    </message>
    <message>
        <source>%1: give exactly one of the fields &quot;config&quot; and &quot;hf_config&quot;.</source>
        <translation>%1: geef precies één van de velden &quot;config&quot; en &quot;hf_config&quot;.</translation>
    </message>
    <message>
        <source>%1, hf_config</source>
        <translation>%1, hf_config</translation>
    </message>
    <message>
        <source>%1: quantization_config &quot;%2&quot; has no weight format in Headroom.</source>
        <translation>%1: quantization_config &quot;%2&quot; heeft geen gewichtsformaat in Headroom.</translation>
    </message>
</context>
<context>
    <name>Gguf</name>
    <message>
        <source>%1: byte %2: %3.</source>
        <translation>%1: byte %2: %3.</translation>
    </message>
    <message>
        <source>the header is larger than %1 bytes (at %2); Headroom reads at most that much</source>
        <translation>de header is groter dan %1 bytes (bij %2); Headroom leest hoogstens zoveel</translation>
    </message>
    <message>
        <source>%1 (%2 bytes) runs past the end of the file (%3 bytes)</source>
        <translation>%1 (%2 bytes) loopt voorbij het einde van het bestand (%3 bytes)</translation>
    </message>
    <message>
        <source>the file cannot be read here (%1)</source>
        <translation>het bestand kan hier niet worden gelezen (%1)</translation>
    </message>
    <message>
        <source>%1 has length %2, which runs past the end of the file (%3 bytes)</source>
        <translation>%1 heeft lengte %2, wat voorbij het einde van het bestand loopt (%3 bytes)</translation>
    </message>
    <message>
        <source>%1 has length %2; at most %3 bytes are allowed</source>
        <translation>%1 heeft lengte %2; hoogstens %3 bytes zijn toegestaan</translation>
    </message>
    <message>
        <source>metadata key %1</source>
        <translation>metadatasleutel %1</translation>
    </message>
    <message>
        <source>the element type of the array of metadata key %1</source>
        <translation>het elementtype van de array van metadatasleutel %1</translation>
    </message>
    <message>
        <source>%1 is an array of arrays, which GGUF readers do not accept</source>
        <translation>%1 is een array van arrays, wat GGUF-lezers niet accepteren</translation>
    </message>
    <message>
        <source>%1 has unknown array element type %2</source>
        <translation>%1 heeft het onbekende array-elementtype %2</translation>
    </message>
    <message>
        <source>the length of the array of metadata key %1</source>
        <translation>de lengte van de array van metadatasleutel %1</translation>
    </message>
    <message>
        <source>the array of %1 has %2 elements, which run past the end of the file (%3 bytes)</source>
        <translation>de array van %1 heeft %2 elementen, die voorbij het einde van het bestand lopen (%3 bytes)</translation>
    </message>
    <message>
        <source>the array of metadata key %1</source>
        <translation>de array van metadatasleutel %1</translation>
    </message>
    <message>
        <source>the value type of metadata key %1</source>
        <translation>het waardetype van metadatasleutel %1</translation>
    </message>
    <message>
        <source>%1 has unknown value type %2</source>
        <translation>%1 heeft het onbekende waardetype %2</translation>
    </message>
    <message>
        <source>the value of metadata key %1</source>
        <translation>de waarde van metadatasleutel %1</translation>
    </message>
    <message>
        <source>metadata key %1 is empty</source>
        <translation>metadatasleutel %1 is leeg</translation>
    </message>
    <message>
        <source>metadata key %1 appears twice</source>
        <translation>metadatasleutel %1 komt twee keer voor</translation>
    </message>
    <message>
        <source>general.alignment must be a uint32</source>
        <translation>general.alignment moet een uint32 zijn</translation>
    </message>
    <message>
        <source>general.alignment (%1) is not a power of two</source>
        <translation>general.alignment (%1) is geen macht van twee</translation>
    </message>
    <message>
        <source>the name of tensor %1</source>
        <translation>de naam van tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 appears twice</source>
        <translation>tensor %1 komt twee keer voor</translation>
    </message>
    <message>
        <source>the dimension count of tensor %1</source>
        <translation>het aantal dimensies van tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has %2 dimensions; at most %3 are allowed</source>
        <translation>tensor %1 heeft %2 dimensies; hoogstens %3 zijn toegestaan</translation>
    </message>
    <message>
        <source>the dimensions of tensor %1</source>
        <translation>de dimensies van tensor %1</translation>
    </message>
    <message>
        <source>dimension %1 of tensor %2 is negative</source>
        <translation>dimensie %1 van tensor %2 is negatief</translation>
    </message>
    <message>
        <source>tensor %1 has more than 2^63 elements</source>
        <translation>tensor %1 heeft meer dan 2^63 elementen</translation>
    </message>
    <message>
        <source>the type of tensor %1</source>
        <translation>het type van tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has ggml type %2, which Headroom does not know</source>
        <translation>tensor %1 heeft ggml-type %2, dat Headroom niet kent</translation>
    </message>
    <message>
        <source>tensor %1 (%2) has %3 values per row, not a multiple of its block of %4</source>
        <translation>tensor %1 (%2) heeft %3 waarden per rij, geen veelvoud van zijn blok van %4</translation>
    </message>
    <message>
        <source>tensor %1 takes more than 2^63 bytes</source>
        <translation>tensor %1 neemt meer dan 2^63 bytes in</translation>
    </message>
    <message>
        <source>the offset of tensor %1</source>
        <translation>de offset van tensor %1</translation>
    </message>
    <message>
        <source>the offset of tensor %1 is beyond 2^63 bytes</source>
        <translation>de offset van tensor %1 ligt voorbij 2^63 bytes</translation>
    </message>
    <message>
        <source>the offset of tensor %1 (%2) is not a multiple of the alignment %3</source>
        <translation>de offset van tensor %1 (%2) is geen veelvoud van de uitlijning %3</translation>
    </message>
    <message>
        <source>the tensor data would start beyond 2^63 bytes</source>
        <translation>de tensordata zouden voorbij 2^63 bytes beginnen</translation>
    </message>
    <message>
        <source>tensor %1 (data bytes %2 to %3) overlaps tensor %4, which ends at %5</source>
        <translation>tensor %1 (databytes %2 tot %3) overlapt tensor %4, die eindigt bij %5</translation>
    </message>
    <message>
        <source>tensor %1 ends beyond 2^63 bytes</source>
        <translation>tensor %1 eindigt voorbij 2^63 bytes</translation>
    </message>
    <message>
        <source>the file is not seekable</source>
        <translation>in het bestand kan niet worden gezocht (niet seekable)</translation>
    </message>
    <message>
        <source>the magic &quot;GGUF&quot;</source>
        <translation>de magic &quot;GGUF&quot;</translation>
    </message>
    <message>
        <source>this is not a GGUF file (it does not start with &quot;GGUF&quot;)</source>
        <translation>dit is geen GGUF-bestand (het begint niet met &quot;GGUF&quot;)</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>de versie</translation>
    </message>
    <message>
        <source>the file is big-endian (its version reads as 0x%1); Headroom reads little-endian GGUF files only</source>
        <translation>het bestand is big-endian (de versie leest als 0x%1); Headroom leest alleen little-endian GGUF-bestanden</translation>
    </message>
    <message>
        <source>GGUF version 1 is no longer supported (llama.cpp refuses it too); convert the model again</source>
        <translation>GGUF-versie 1 wordt niet meer ondersteund (llama.cpp weigert die ook); converteer het model opnieuw</translation>
    </message>
    <message>
        <source>unknown GGUF version %1; Headroom reads versions 2 and 3</source>
        <translation>onbekende GGUF-versie %1; Headroom leest versie 2 en 3</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>het aantal tensors</translation>
    </message>
    <message>
        <source>the metadata entry count</source>
        <translation>het aantal metadata-items</translation>
    </message>
    <message>
        <source>the header announces %1 tensors; the %2 bytes left in the file hold at most %3</source>
        <translation>de header kondigt %1 tensors aan; de %2 bytes die in het bestand over zijn, bevatten er hoogstens %3</translation>
    </message>
    <message>
        <source>the header announces %1 metadata entries; the %2 bytes left in the file hold at most %3</source>
        <translation>de header kondigt %1 metadata-items aan; de %2 bytes die in het bestand over zijn, bevatten er hoogstens %3</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>het bestand bestaat niet</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>geen gewoon bestand</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>het bestand kan niet worden geopend (%1)</translation>
    </message>
    <message>
        <source>the name says part %1 of %2, which is not a part of a split model</source>
        <translation>de naam zegt deel %1 van %2, wat geen deel van een gesplitst model is</translation>
    </message>
    <message>
        <source>part %1 of %2 of this split model is missing (every part must be in the same folder)</source>
        <translation>deel %1 van %2 van dit gesplitste model ontbreekt (alle delen moeten in dezelfde map staan)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>its split.no / split.count metadata (%1 / %2) do not match its name (part %3 of %4; split.no counts from 0)</source>
        <translation>de metadata split.no / split.count (%1 / %2) passen niet bij de naam (deel %3 van %4; split.no telt vanaf 0)</translation>
    </message>
    <message>
        <source>this is one part of a model split into %1 files (split.count), but its name does not end in -00001-of-%2.gguf, so the other parts cannot be found</source>
        <translation>dit is één deel van een model dat in %1 bestanden is gesplitst (split.count), maar de naam eindigt niet op -00001-of-%2.gguf, dus de andere delen zijn niet te vinden</translation>
    </message>
    <message>
        <source>missing metadata key %1</source>
        <translation>metadatasleutel %1 ontbreekt</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 moet een geheel getal zijn</translation>
    </message>
    <message>
        <source>%1 is %2; expected a whole number from %3 to %4</source>
        <translation>%1 is %2; verwacht: een geheel getal van %3 tot en met %4</translation>
    </message>
    <message>
        <source>%1 must be one whole number or a list of %2 (one per layer, %3)</source>
        <translation>%1 moet één geheel getal zijn of een lijst van %2 (één per laag, %3)</translation>
    </message>
    <message>
        <source>%1[%2] is %3; expected a whole number from %4 to %5</source>
        <translation>%1[%2] is %3; verwacht: een geheel getal van %4 tot en met %5</translation>
    </message>
    <message>
        <source>the tensors of layer %1 take more than 2^63 bytes</source>
        <translation>de tensors van laag %1 nemen meer dan 2^63 bytes in</translation>
    </message>
    <message>
        <source>the tensors take more than 2^63 bytes</source>
        <translation>de tensors nemen meer dan 2^63 bytes in</translation>
    </message>
    <message>
        <source>the file holds no tensors (a vocabulary-only file?), so it describes no model</source>
        <translation>het bestand bevat geen tensors (alleen een vocabulaire?), dus het beschrijft geen model</translation>
    </message>
    <message>
        <source>%1 tensor(s) name a layer beyond %2 (%3); they are counted with the output layer.</source>
        <translation>%1 tensor(s) noemen een laag voorbij %2 (%3); ze worden bij de uitvoerlaag meegeteld.</translation>
    </message>
    <message>
        <source>no layer has attention heads</source>
        <translation>geen enkele laag heeft attention-heads</translation>
    </message>
    <message>
        <source>%1 differs between layers; the largest, %2, is used for every layer.</source>
        <translation>%1 verschilt tussen de lagen; de grootste, %2, wordt voor elke laag gebruikt.</translation>
    </message>
    <message>
        <source>layer %1 has %2 KV heads, which do not divide its %3 attention heads</source>
        <translation>laag %1 heeft %2 KV-heads, wat geen deler is van de %3 attention-heads</translation>
    </message>
    <message>
        <source>%1 (%2) does not divide %3 (%4)</source>
        <translation>%1 (%2) deelt %3 (%4) niet</translation>
    </message>
    <message>
        <source>%1 is not set, so the longest supported context is unknown.</source>
        <translation>%1 is niet ingesteld, dus de langste ondersteunde context is onbekend.</translation>
    </message>
    <message>
        <source>tokenizer.ggml.tokens has %1 entries; at most %2 are allowed</source>
        <translation>tokenizer.ggml.tokens heeft %1 items; hoogstens %2 zijn toegestaan</translation>
    </message>
    <message>
        <source>the vocabulary size is unknown (no %1, no tokenizer.ggml.tokens and no token_embd.weight)</source>
        <translation>de vocabulairegrootte is onbekend (geen %1, geen tokenizer.ggml.tokens en geen token_embd.weight)</translation>
    </message>
    <message>
        <source>%1 (%2) is larger than the key head size (%3)</source>
        <translation>%1 (%2) is groter dan de grootte van de key-head (%3)</translation>
    </message>
    <message>
        <source>%1 is missing and %2 (%3) is not a multiple of %4 (%5)</source>
        <translation>%1 ontbreekt en %2 (%3) is geen veelvoud van %4 (%5)</translation>
    </message>
    <message>
        <source>The file sets a sliding window, but llama.cpp runs Phi-3 with full attention in every layer; so does this estimate.</source>
        <translation>Het bestand stelt een schuivend venster in, maar llama.cpp draait Phi-3 met volledige attention in elke laag; deze schatting ook.</translation>
    </message>
    <message>
        <source>missing metadata key general.architecture</source>
        <translation>metadatasleutel general.architecture ontbreekt</translation>
    </message>
    <message>
        <source>general.architecture must be a short string</source>
        <translation>general.architecture moet een korte string zijn</translation>
    </message>
    <message>
        <source>Unknown architecture &quot;%1&quot;: read with the Llama keys (treated as Llama-like).</source>
        <translation>Onbekende architectuur &quot;%1&quot;: gelezen met de sleutels van Llama (behandeld als Llama-achtig).</translation>
    </message>
    <message>
        <source>split.tensors.count is %1 but the %2 part(s) hold %3 tensors</source>
        <translation>split.tensors.count is %1, maar de %2 delen bevatten %3 tensors</translation>
    </message>
    <message>
        <source>Read the headers of all %1 parts of this split model.</source>
        <translation>De headers van alle %1 delen van dit gesplitste model zijn gelezen.</translation>
    </message>
    <message>
        <source>%1 holds %2 bytes but its tensors end at byte %3: the file is incomplete (an interrupted download?). Only its header was read; the estimate uses the tensor sizes it lists.</source>
        <translation>%1 bevat %2 bytes, maar de tensors eindigen bij byte %3: het bestand is onvolledig (een onderbroken download?). Alleen de header is gelezen; de schatting gebruikt de tensorgroottes die erin staan.</translation>
    </message>
    <message>
        <source>No GGUF header to import.</source>
        <translation>Geen GGUF-header om te importeren.</translation>
    </message>
</context>
<context>
    <name>HfConfig</name>
    <message>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 moet een geheel getal zijn, niet %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2, not %3</source>
        <translation>%1 moet minstens %2 zijn, niet %3</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>%1 ontbreekt</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2</source>
        <translation>%1 moet true of false zijn, niet %2</translation>
    </message>
    <message>
        <source>%1 must be a string, not %2</source>
        <translation>%1 moet een tekenreeks zijn, niet %2</translation>
    </message>
    <message>
        <source>%1 must be a list, not %2</source>
        <translation>%1 moet een lijst zijn, niet %2</translation>
    </message>
    <message>
        <source>%1[%2] is %3; expected a whole number from %4 to %5</source>
        <translation>%1[%2] is %3; verwacht: een geheel getal van %4 tot en met %5</translation>
    </message>
    <message>
        <source>text_config must be a JSON object, not %1</source>
        <translation>text_config moet een JSON-object zijn, niet %1</translation>
    </message>
    <message>
        <source>The language model is read from text_config; the vision tower and projector are not counted.</source>
        <translation>Het taalmodel wordt uit text_config gelezen; de beeldencoder (vision tower) en de projector worden niet meegeteld.</translation>
    </message>
    <message>
        <source>text_config does not set these values, so the transformers %1 defaults apply: %2.</source>
        <translation>text_config stelt deze waarden niet in, dus gelden de standaardwaarden van %1 in transformers: %2.</translation>
    </message>
    <message>
        <source>Unknown architecture &quot;%1&quot; (model_type &quot;%2&quot;): treated as Llama-like.</source>
        <translation>Onbekende architectuur &quot;%1&quot; (model_type &quot;%2&quot;): behandeld als Llama-achtig.</translation>
    </message>
    <message>
        <source>%1 must be a JSON object, not %2</source>
        <translation>%1 moet een JSON-object zijn, niet %2</translation>
    </message>
    <message>
        <source>%1 (%2) must be 2, 3, 4 or 8</source>
        <translation>%1 (%2) moet 2, 3, 4 of 8 zijn</translation>
    </message>
    <message>
        <source>%1 is not set; using the transformers default 128.</source>
        <translation>%1 is niet ingesteld; de standaardwaarde van transformers, 128, wordt gebruikt.</translation>
    </message>
    <message>
        <source>%1 (%2) must be -1 (one group per column) or a positive whole number</source>
        <translation>%1 (%2) moet -1 (één groep per kolom) of een positief geheel getal zijn</translation>
    </message>
    <message>
        <source>%1 must be a list of two positive whole numbers, not %2</source>
        <translation>%1 moet een lijst van twee positieve gehele getallen zijn, niet %2</translation>
    </message>
    <message>
        <source>%1 and %2 are both true</source>
        <translation>%1 en %2 zijn allebei true</translation>
    </message>
    <message>
        <source>neither %1 nor %2 is true</source>
        <translation>noch %1 noch %2 is true</translation>
    </message>
    <message>
        <source>%1 is %2; expected &quot;nf4&quot; or &quot;fp4&quot;</source>
        <translation>%1 is %2; verwacht: &quot;nf4&quot; of &quot;fp4&quot;</translation>
    </message>
    <message>
        <source>Quantization method &quot;%1&quot; is not modelled; its storage cost is unknown.</source>
        <translation>Kwantisatiemethode &quot;%1&quot; wordt niet gemodelleerd; hoeveel geheugen de gewichten innemen is onbekend.</translation>
    </message>
    <message>
        <source>%1 (%2) is more than %3</source>
        <translation>%1 (%2) is meer dan %3</translation>
    </message>
    <message>
        <source>max_position_embeddings is not set, so the longest supported context is unknown.</source>
        <translation>max_position_embeddings is niet ingesteld, dus de langste ondersteunde context is onbekend.</translation>
    </message>
    <message>
        <source>num_key_value_heads is not set; using num_attention_heads (%1), as transformers does.</source>
        <translation>num_key_value_heads is niet ingesteld; num_attention_heads (%1) wordt gebruikt, zoals transformers doet.</translation>
    </message>
    <message>
        <source>%1 (%2) exceeds %3 (%4)</source>
        <translation>%1 (%2) is groter dan %3 (%4)</translation>
    </message>
    <message>
        <source>%1 (%2) does not divide %3 (%4)</source>
        <translation>%1 (%2) deelt %3 (%4) niet</translation>
    </message>
    <message>
        <source>attention_bias is true; the MLA projection biases are not counted.</source>
        <translation>attention_bias is true; de biastermen van de MLA-projecties worden niet meegeteld.</translation>
    </message>
    <message>
        <source>%1 is missing and %2 (%3) is not a multiple of %4 (%5)</source>
        <translation>%1 ontbreekt en %2 (%3) is geen veelvoud van %4 (%5)</translation>
    </message>
    <message>
        <source>tie_word_embeddings is not set; Gemma&apos;s default (tied input and output embeddings) applies.</source>
        <translation>tie_word_embeddings is niet ingesteld; de standaard van Gemma (gedeelde invoer- en uitvoer-embeddings) geldt.</translation>
    </message>
    <message>
        <source>Phi-3 fuses qkv_proj and gate_up_proj; they hold the same parameters as separate projections.</source>
        <translation>Phi-3 voegt qkv_proj en gate_up_proj samen; ze bevatten dezelfde parameters als afzonderlijke projecties.</translation>
    </message>
    <message>
        <source>%1 has %2 entries but %3 is %4</source>
        <translation>%1 heeft %2 elementen, maar %3 is %4</translation>
    </message>
    <message>
        <source>%1[%2] is %3; expected &quot;full_attention&quot;, &quot;sliding_attention&quot; or &quot;chunked_attention&quot;</source>
        <translation>%1[%2] is %3; verwacht: &quot;full_attention&quot;, &quot;sliding_attention&quot; of &quot;chunked_attention&quot;</translation>
    </message>
    <message>
        <source>sliding_window_pattern is not set; using the Gemma 3 default 6 (five sliding layers, then one full).</source>
        <translation>sliding_window_pattern is niet ingesteld; de standaardwaarde 6 van Gemma 3 wordt gebruikt (vijf lagen met schuivend venster, dan één volledige).</translation>
    </message>
    <message>
        <source>layer_types is not set; using the gpt-oss default (sliding and full layers alternate).</source>
        <translation>layer_types is niet ingesteld; de standaard van gpt-oss wordt gebruikt (lagen met schuivend venster en volledige lagen wisselen elkaar af).</translation>
    </message>
    <message>
        <source>sliding_window is not set; using the Gemma default of 4096 tokens.</source>
        <translation>sliding_window is niet ingesteld; de standaardwaarde van Gemma, 4096 tokens, wordt gebruikt.</translation>
    </message>
    <message>
        <source>missing %1, which %2 sliding-window layers need</source>
        <translation>%1 ontbreekt, terwijl %2 lagen met schuivend venster die nodig hebben</translation>
    </message>
    <message>
        <source>Every layer attends to a sliding window of %1 tokens (sliding_window); engines differ in whether they honour a window on every layer.</source>
        <translation>Elke laag past attention toe over een schuivend venster van %1 tokens (sliding_window); engines verschillen erin of ze een venster op elke laag respecteren.</translation>
    </message>
    <message>
        <source>The checkpoint also holds %1 multi-token-prediction layer(s) (num_nextn_predict_layers); they are not counted (main model only).</source>
        <translation>Het checkpoint bevat ook %1 laag/lagen voor multi-tokenvoorspelling (num_nextn_predict_layers); die worden niet meegeteld (alleen het hoofdmodel).</translation>
    </message>
    <message>
        <source>not valid JSON at byte offset %1: %2</source>
        <translation>geen geldige JSON op byte-positie %1: %2</translation>
    </message>
    <message>
        <source>the top level is not a JSON object</source>
        <translation>het hoogste niveau is geen JSON-object</translation>
    </message>
    <message>
        <source>the parameter count of this architecture does not fit in 64 bits</source>
        <translation>het aantal parameters van deze architectuur past niet in 64 bits</translation>
    </message>
    <message>
        <source>The checkpoint stores weights as %1; the parameter count does not depend on the storage format.</source>
        <translation>Het checkpoint slaat de gewichten op als %1; het aantal parameters hangt niet af van het opslagformaat.</translation>
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
        <translation>%1 + %2 (%3) is groter dan %4</translation>
    </message>
    <message>
        <source>%1 must be a JSON object holding at least one quantization scheme</source>
        <translation>%1 moet een JSON-object zijn met ten minste één kwantisatieschema</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 1 to 64, not %2</source>
        <translation>%1 moet een geheel getal van 1 tot en met 64 zijn, niet %2</translation>
    </message>
    <message>
        <source>%1 must be a positive whole number, not %2</source>
        <translation>%1 moet een positief geheel getal zijn, niet %2</translation>
    </message>
    <message>
        <source>%1 holds schemes with different weights; no single weight format describes the checkpoint.</source>
        <translation>%1 bevat schema&apos;s met verschillende gewichten; geen enkel gewichtsformaat beschrijft de checkpoint.</translation>
    </message>
    <message>
        <source>%1: %2; the weight format is unknown.</source>
        <translation>%1: %2; het gewichtsformaat is onbekend.</translation>
    </message>
</context>
<context>
    <name>headroom::catalog</name>
    <message>
        <source>“%1”</source>
        <translation>„%1”</translation>
    </message>
    <message>
        <source>%1, byte %2: %3.</source>
        <translation>%1, byte %2: %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>the data of the tensor %1 ends (%2) before it begins (%3)</source>
        <translation>de data van de tensor %1 eindigen (%2) voordat ze beginnen (%3)</translation>
    </message>
    <message>
        <source>the element count of the tensor %1 overflows 64 bits</source>
        <translation>het aantal elementen van de tensor %1 past niet in 64 bits</translation>
    </message>
    <message>
        <source>the size of the tensor %1 overflows 64 bits</source>
        <translation>de grootte van de tensor %1 past niet in 64 bits</translation>
    </message>
    <message>
        <source>the tensor %1 (%2 elements of %3 bits) is not a whole number of bytes</source>
        <translation>de tensor %1 (%2 elementen van %3 bits) is geen geheel aantal bytes</translation>
    </message>
    <message>
        <source>the tensor %1 has %2 elements of %3 (%4 bytes) but its data_offsets span %5 bytes</source>
        <translation>de tensor %1 heeft %2 elementen van %3 (%4 bytes), maar de data_offsets beslaan %5 bytes</translation>
    </message>
    <message>
        <source>the data of the tensor %1 ends at byte %2 of the data buffer, past its end (%3 bytes): the file is truncated</source>
        <translation>de data van de tensor %1 eindigen bij byte %2 van de databuffer, voorbij het einde ervan (%3 bytes): het bestand is afgekapt</translation>
    </message>
    <message>
        <source>the data of the tensors %1 and %2 overlap</source>
        <translation>de data van de tensors %1 en %2 overlappen</translation>
    </message>
    <message>
        <source>bytes %1 to %2 of the data buffer, before the tensor %3, belong to no tensor (the format allows no holes)</source>
        <translation>bytes %1 tot %2 van de databuffer, vóór de tensor %3, horen bij geen enkele tensor (het formaat staat geen gaten toe)</translation>
    </message>
    <message>
        <source>the file has %1 bytes after the data of its last tensor (the format allows none)</source>
        <translation>het bestand heeft %1 bytes na de data van de laatste tensor (het formaat staat er geen toe)</translation>
    </message>
    <message>
        <source>the file is shorter than the 8-byte header length</source>
        <translation>het bestand is korter dan de headerlengte van 8 bytes</translation>
    </message>
    <message>
        <source>the header length %1 is larger than the format&apos;s limit of 100,000,000 bytes</source>
        <translation>de headerlengte %1 is groter dan de limiet van het formaat van 100.000.000 bytes</translation>
    </message>
    <message>
        <source>the header length %1 runs past the end of the file (%2 bytes)</source>
        <translation>de headerlengte %1 loopt voorbij het einde van het bestand (%2 bytes)</translation>
    </message>
    <message>
        <source>the header is not valid UTF-8</source>
        <translation>de header is geen geldige UTF-8</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>het bestand bestaat niet</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>het bestand kan niet worden gelezen (%1)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>het is geen gewoon bestand</translation>
    </message>
    <message>
        <source>the header could not be read in full</source>
        <translation>de header kon niet volledig worden gelezen</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) of the vision or audio tower and projector (%1 bytes, e.g. %2) were not counted: the estimate covers the language model.</source>
        <translation>
            <numerusform>%n tensor van de vision- of audiotoren en de projector (%1 bytes, bijv. %2) is niet meegeteld: de schatting betreft het taalmodel.</numerusform>
            <numerusform>%n tensors van de vision- of audiotoren en de projector (%1 bytes, bijv. %2) zijn niet meegeteld: de schatting betreft het taalmodel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) of layers past num_hidden_layers (%1), %2 bytes, e.g. %3, were not counted: a multi-token-prediction layer (DeepSeek-V3), which the engines load only for speculative decoding.</source>
        <translation>
            <numerusform>%n tensor van lagen voorbij num_hidden_layers (%1), %2 bytes, bijv. %3, is niet meegeteld: een multi-token-predictionlaag (DeepSeek-V3), die de engines alleen voor speculatieve decodering laden.</numerusform>
            <numerusform>%n tensors van lagen voorbij num_hidden_layers (%1), %2 bytes, bijv. %3, zijn niet meegeteld: een multi-token-predictionlaag (DeepSeek-V3), die de engines alleen voor speculatieve decodering laden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) outside the decoder layers with names Headroom does not know (%1 bytes, e.g. %2) were counted with the output layer.</source>
        <translation>
            <numerusform>%n tensor buiten de decoderlagen met een naam die Headroom niet kent (%1 bytes, bijv. %2) is bij de uitvoerlaag meegeteld.</numerusform>
            <numerusform>%n tensors buiten de decoderlagen met namen die Headroom niet kent (%1 bytes, bijv. %2) zijn bij de uitvoerlaag meegeteld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the decoder layers have no tensors in the files.</source>
        <translation>
            <numerusform>%n van de decoderlagen heeft geen tensors in de bestanden.</numerusform>
            <numerusform>%n van de decoderlagen hebben geen tensors in de bestanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>the index has no “weight_map” object</source>
        <translation>de index heeft geen object „weight_map”</translation>
    </message>
    <message>
        <source>the “weight_map” entry of %1 is not the name of a file in the folder</source>
        <translation>het item van %1 in „weight_map” is niet de naam van een bestand in de map</translation>
    </message>
    <message>
        <source>%1 was not read: it holds the same weights in Mistral&apos;s format.</source>
        <translation>%1 is niet gelezen: het bevat dezelfde gewichten in het formaat van Mistral.</translation>
    </message>
    <message>
        <source>it names the shard %1, which is missing from the folder</source>
        <translation>het noemt de shard %1, die in de map ontbreekt</translation>
    </message>
    <message>
        <source>the shards hold more than 2^63 bytes</source>
        <translation>de shards bevatten meer dan 2^63 bytes</translation>
    </message>
    <message>
        <source>the tensor %1 is also in %2</source>
        <translation>de tensor %1 staat ook in %2</translation>
    </message>
    <message>
        <source>it places the tensor %1 in %2, but %3 holds it</source>
        <translation>het plaatst de tensor %1 in %2, maar %3 bevat hem</translation>
    </message>
    <message>
        <source>it places the tensor %1 in %2, which does not hold it</source>
        <translation>het plaatst de tensor %1 in %2, dat hem niet bevat</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) of the shards are not in the index; they were counted.</source>
        <translation>
            <numerusform>%n tensor van de shards staat niet in de index; hij is meegeteld.</numerusform>
            <numerusform>%n tensors van de shards staan niet in de index; ze zijn meegeteld.</numerusform>
        </translation>
    </message>
    <message>
        <source>the safetensors files hold no tensors</source>
        <translation>de safetensors-bestanden bevatten geen tensors</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>het bestand of de map bestaat niet</translation>
    </message>
    <message>
        <source>%1 is one of %2 shards named by %3: the whole folder was read.</source>
        <translation>%1 is een van de %2 shards die %3 noemt: de hele map is gelezen.</translation>
    </message>
    <message>
        <source>the folder holds no .safetensors file</source>
        <translation>de map bevat geen .safetensors-bestand</translation>
    </message>
    <message>
        <source>config.json says the embeddings are not tied, but the files hold no lm_head: the files were followed.</source>
        <translation>config.json zegt dat de embeddings niet gedeeld zijn, maar de bestanden bevatten geen lm_head: de bestanden zijn gevolgd.</translation>
    </message>
    <message>
        <source>config.json says the embeddings are tied, but the files hold an lm_head: the files were followed.</source>
        <translation>config.json zegt dat de embeddings gedeeld zijn, maar de bestanden bevatten een lm_head: de bestanden zijn gevolgd.</translation>
    </message>
</context>
<context>
    <name>headroom::catalog::HeaderParser</name>
    <message>
        <source>the header&apos;s JSON ends early, where %1 was expected</source>
        <translation>de JSON van de header eindigt te vroeg, waar %1 werd verwacht</translation>
    </message>
    <message>
        <source>the header is not valid JSON: %1 was expected</source>
        <translation>de header is geen geldige JSON: %1 werd verwacht</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1”</translation>
    </message>
    <message>
        <source>“,” or “%1”</source>
        <translation>„,” of „%1”</translation>
    </message>
    <message>
        <source>four hexadecimal digits</source>
        <translation>vier hexadecimale cijfers</translation>
    </message>
    <message>
        <source>a hexadecimal digit</source>
        <translation>een hexadecimaal cijfer</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>een string</translation>
    </message>
    <message>
        <source>the header is not valid JSON: a control character inside a string</source>
        <translation>de header is geen geldige JSON: een stuurteken binnen een string</translation>
    </message>
    <message>
        <source>a valid escape sequence</source>
        <translation>een geldige escapereeks</translation>
    </message>
    <message>
        <source>the header is not valid JSON: a lone low surrogate in a \u escape</source>
        <translation>de header is geen geldige JSON: een losse low surrogate in een \u-escape</translation>
    </message>
    <message>
        <source>the header is not valid JSON: a lone high surrogate in a \u escape</source>
        <translation>de header is geen geldige JSON: een losse high surrogate in een \u-escape</translation>
    </message>
    <message>
        <source>the end of the string</source>
        <translation>het einde van de string</translation>
    </message>
    <message>
        <source>%1 holds a negative number</source>
        <translation>%1 bevat een negatief getal</translation>
    </message>
    <message>
        <source>%1 holds something other than a whole number</source>
        <translation>%1 bevat iets anders dan een geheel getal</translation>
    </message>
    <message>
        <source>the header is not valid JSON: a number with a leading zero</source>
        <translation>de header is geen geldige JSON: een getal met een voorloopnul</translation>
    </message>
    <message>
        <source>%1 holds a number larger than 2^63 - 1</source>
        <translation>%1 bevat een getal groter dan 2^63 - 1</translation>
    </message>
    <message>
        <source>%1 holds a number that is not a whole number</source>
        <translation>%1 bevat een getal dat geen geheel getal is</translation>
    </message>
    <message>
        <source>a digit</source>
        <translation>een cijfer</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>een waarde</translation>
    </message>
    <message>
        <source>the header nests values more than %1 deep</source>
        <translation>de header nest waarden meer dan %1 niveaus diep</translation>
    </message>
    <message>
        <source>“__metadata__” is not an object</source>
        <translation>„__metadata__” is geen object</translation>
    </message>
    <message>
        <source>the “__metadata__” value of %1 is not a string</source>
        <translation>de waarde van %1 in „__metadata__” is geen string</translation>
    </message>
    <message>
        <source>the “__metadata__” key %1 appears twice</source>
        <translation>de sleutel %1 in „__metadata__” komt twee keer voor</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 is geen array</translation>
    </message>
    <message>
        <source>%1 has more than %2 items</source>
        <translation>%1 heeft meer dan %2 items</translation>
    </message>
    <message>
        <source>the entry %1 is not an object</source>
        <translation>het item %1 is geen object</translation>
    </message>
    <message>
        <source>the tensor %1 has the key %2 twice</source>
        <translation>de tensor %1 heeft de sleutel %2 twee keer</translation>
    </message>
    <message>
        <source>the dtype of the tensor %1 is not a string</source>
        <translation>het dtype van de tensor %1 is geen string</translation>
    </message>
    <message>
        <source>the tensor %1 has the unknown dtype %2</source>
        <translation>de tensor %1 heeft het onbekende dtype %2</translation>
    </message>
    <message>
        <source>the shape of the tensor %1</source>
        <translation>de shape van de tensor %1</translation>
    </message>
    <message>
        <source>data_offsets of the tensor %1</source>
        <translation>data_offsets van de tensor %1</translation>
    </message>
    <message>
        <source>data_offsets of the tensor %1 is not a pair [begin, end]</source>
        <translation>data_offsets van de tensor %1 is geen paar [begin, einde]</translation>
    </message>
    <message>
        <source>the tensor %1 has no %2</source>
        <translation>de tensor %1 heeft geen %2</translation>
    </message>
    <message>
        <source>the header does not start with “{”</source>
        <translation>de header begint niet met „{”</translation>
    </message>
    <message>
        <source>the key %1 appears twice</source>
        <translation>de sleutel %1 komt twee keer voor</translation>
    </message>
    <message>
        <source>the header has bytes after its JSON object</source>
        <translation>de header heeft bytes na het JSON-object</translation>
    </message>
</context>
<context>
    <name>headroom::cli::Cli</name>
    <message>
        <source>Commands:</source>
        <translation>Opdrachten:</translation>
    </message>
    <message>
        <source>Estimate the GPU memory a model needs: weights, KV cache, activations, runtime.</source>
        <translation>Schat het GPU-geheugen dat een model nodig heeft: gewichten, KV-cache, activaties, runtime.</translation>
    </message>
    <message>
        <source>Search the glossary in Dutch, English and Turkish.</source>
        <translation>Zoek in de woordenlijst in het Nederlands, Engels en Turks.</translation>
    </message>
    <message>
        <source>Show this help; &apos;headroom COMMAND --help&apos; shows a command&apos;s options.</source>
        <translation>Toon deze hulp; &apos;headroom OPDRACHT --help&apos; toont de opties van een opdracht.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Toon de versie.</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 runtime failure (e.g. the PDF cannot be written), 2 bad arguments.</source>
        <translation>Afsluitstatus: 0 gelukt, 1 fout tijdens het uitvoeren (bijv. de PDF kan niet worden geschreven), 2 ongeldige argumenten.</translation>
    </message>
    <message>
        <source>missing command; run &apos;headroom --help&apos;</source>
        <translation>opdracht ontbreekt; voer &apos;headroom --help&apos; uit</translation>
    </message>
    <message>
        <source>Price a GPU rental, keep it in the quote history and write the quote as PDF.</source>
        <translation>Bereken de prijs van een GPU-huur, bewaar die in de offertegeschiedenis en schrijf de offerte als PDF.</translation>
    </message>
    <message>
        <source>List the stored quotes, newest first.</source>
        <translation>Toon de opgeslagen offertes, nieuwste eerst.</translation>
    </message>
    <message>
        <source>Find the cheapest GPU configurations that fit a model and meet a speed target.</source>
        <translation>Zoek de goedkoopste GPU-configuraties waarop een model past en die een snelheidsdoel halen.</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; commands: estimate, quote, rent, glossary (see &apos;headroom --help&apos;)</source>
        <translation>onbekende opdracht &apos;%1&apos;; opdrachten: estimate, quote, rent, glossary (zie &apos;headroom --help&apos;)</translation>
    </message>
    <message>
        <source>Usage: headroom COMMAND [OPTIONS]</source>
        <translation>Gebruik: headroom OPDRACHT [OPTIES]</translation>
    </message>
    <message>
        <source>       headroom [WINDOW OPTIONS]</source>
        <translation>         headroom [VENSTEROPTIES]</translation>
    </message>
    <message>
        <source>Without a command, headroom opens its window; with --screenshot FILE it saves the window as PNG and exits (no display needed).</source>
        <translation>Zonder opdracht opent headroom zijn venster; met --screenshot FILE slaat het het venster op als PNG en sluit het af (geen beeldscherm nodig).</translation>
    </message>
    <message>
        <source>Window options</source>
        <translation>Vensteropties</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opties</translation>
    </message>
</context>
<context>
    <name>headroom::cli::CommandLine</name>
    <message>
        <source>Options:</source>
        <translation>Opties:</translation>
    </message>
</context>
<context>
    <name>headroom::cli::EstimateCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Toon deze hulp.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the table.</source>
        <translation>Geef één JSON-object in plaats van de tabel.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>onverwacht argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 is verplicht</translation>
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
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>Parallellisme</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisie</translation>
    </message>
    <message>
        <source>weights %1, KV cache %2</source>
        <translation>gewichten %1, KV-cache %2</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Werklast</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Geheugen per GPU (GiB)</translation>
    </message>
    <message>
        <source>KV cache per token: %1 bytes per GPU.</source>
        <translation>KV-cache per token: %1 bytes per GPU.</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Aannames:</translation>
    </message>
    <message>
        <source>tensor parallel %1, replicas %2</source>
        <translation>tensorparallel %1, replica&apos;s %2</translation>
    </message>
    <message>
        <source>context %1 tokens, concurrency %2</source>
        <translation>context %1 tokens, gelijktijdigheid %2</translation>
    </message>
    <message>
        <source>Estimates the memory one GPU of each model replica needs, under the rules of the chosen engine.
Models: %1
GPUs: %2</source>
        <translation>Schat het geheugen dat één GPU van elke modelreplica nodig heeft, volgens de regels van de gekozen engine.
Modellen: %1
GPU&apos;s: %2</translation>
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
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>K %1, V %2</source>
        <translation>K %1, V %2</translation>
    </message>
    <message>
        <source>Config</source>
        <translation>Configuratie</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Binding constraint: %1.</source>
        <translation>Beperkende factor: %1.</translation>
    </message>
    <message>
        <source>Not even one sequence of %1 tokens fits.</source>
        <translation>Zelfs geen enkele sequentie van %1 tokens past.</translation>
    </message>
    <message>
        <source>Fits 1 sequence at %1 tokens.</source>
        <translation>Er past 1 sequentie van %1 tokens.</translation>
    </message>
    <message>
        <source>Fits up to %1 concurrent sequences at %2 tokens.</source>
        <translation>Er passen tot %1 gelijktijdige sequenties van %2 tokens.</translation>
    </message>
    <message>
        <source>Largest context at concurrency %1: none fits (%2).</source>
        <translation>Grootste context bij gelijktijdigheid %1: geen enkele past (%2).</translation>
    </message>
    <message>
        <source>Fewest GPUs: no tensor-parallel degree up to %1 × %2 fits.</source>
        <translation>Minste GPU&apos;s: geen enkele tensorparallelle graad tot en met %1 × %2 past.</translation>
    </message>
    <message>
        <source>Fewest GPUs: %1 × %2 (tensor parallel %1).</source>
        <translation>Minste GPU&apos;s: %1 × %2 (tensorparallel %1).</translation>
    </message>
    <message>
        <source>KV cache capacity: %1 tokens per replica.</source>
        <translation>Capaciteit van de KV-cache: %1 tokens per replica.</translation>
    </message>
    <message>
        <source>Model config notes:</source>
        <translation>Opmerkingen bij de modelconfiguratie:</translation>
    </message>
    <message>
        <source>the %1 translation is not available in this build</source>
        <translation>de vertaling %1 is niet beschikbaar in deze build</translation>
    </message>
    <message>
        <source>Language of the table: nl, en or tr (default en); the JSON stays English.</source>
        <translation>Taal van de tabel: nl, en of tr (standaard en); de JSON blijft Engels.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>TAAL</translation>
    </message>
    <message>
        <source>Largest context at concurrency %1: %2 tokens (binding constraint: %3).</source>
        <translation>Grootste context bij gelijktijdigheid %1: %2 tokens (beperkende factor: %3).</translation>
    </message>
    <message>
        <source>layer split over %1 GPUs (layers per GPU: %2), replicas %3</source>
        <translation>verdeling per laag over %1 GPU&apos;s (lagen per GPU: %2), replica&apos;s %3</translation>
    </message>
    <message>
        <source>Fewest GPUs: %1 × %2 (layer split).</source>
        <translation>Minste GPU&apos;s: %1 × %2 (verdeling per laag).</translation>
    </message>
    <message>
        <source>Denoiser weights</source>
        <translation>Denoisergewichten</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichten</translation>
    </message>
    <message>
        <source>Memory per phase (GiB)</source>
        <translation>Geheugen per fase (GiB)</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Doorvoer</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <translation>GPU %1 (%2)</translation>
    </message>
    <message>
        <source>%1 layers, weights %2, KV cache %3, total %4 of %5, headroom %6%7</source>
        <translation>%1 lagen, gewichten %2, KV-cache %3, totaal %4 van %5, ruimte over %6%7</translation>
    </message>
    <message>
        <source> (binding)</source>
        <translation> (beperkend)</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>Host-RAM</translation>
    </message>
    <message>
        <source>weights %1, KV cache %2, output buffer %3, total %4</source>
        <translation>gewichten %1, KV-cache %2, uitvoerbuffer %3, totaal %4</translation>
    </message>
    <message>
        <source>Memory per device (GiB)</source>
        <translation>Geheugen per apparaat (GiB)</translation>
    </message>
    <message>
        <source>Largest --n-gpu-layers: none fits, not even the compute buffers (binding: %1).</source>
        <translation>Grootste --n-gpu-layers: niets past, zelfs de rekenbuffers niet (beperkend: %1).</translation>
    </message>
    <message>
        <source>Largest --n-gpu-layers: every layer and the output layer fit (%1).</source>
        <translation>Grootste --n-gpu-layers: elke laag en de uitvoerlaag passen (%1).</translation>
    </message>
    <message>
        <source>Largest --n-gpu-layers: %1 of %2; the next layer does not fit on %3.</source>
        <translation>Grootste --n-gpu-layers: %1 van %2; de volgende laag past niet op %3.</translation>
    </message>
    <message>
        <source>A --tensor-split that fits: %1.</source>
        <translation>Een --tensor-split die past: %1.</translation>
    </message>
    <message>
        <source>No --tensor-split fits every GPU (fullest: %1).</source>
        <translation>Geen enkele --tensor-split past op elke GPU (volste: %1).</translation>
    </message>
    <message>
        <source>With the experts on the CPU (--experts-on-cpu) it fits, with %1 GiB in host RAM.</source>
        <translation>Met de experts op de CPU (--experts-on-cpu) past het, met %1 GiB in host-RAM.</translation>
    </message>
    <message>
        <source>Even with the experts on the CPU it does not fit (binding: %1).</source>
        <translation>Zelfs met de experts op de CPU past het niet (beperkend: %1).</translation>
    </message>
    <message>
        <source>tensor parallel %1 x pipeline parallel %2, replicas %3</source>
        <translation>tensorparallel %1 x pipeline-parallel %2, replica&apos;s %3</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Uitvoer</translation>
    </message>
</context>
<context>
    <name>headroom::cli::FitReport</name>
    <message>
        <source>invalid scenario</source>
        <translation>ongeldig scenario</translation>
    </message>
</context>
<context>
    <name>headroom::cli::GlossaryCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Toon deze hulp.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>TAAL</translation>
    </message>
    <message>
        <source>Words to find in terms (nl, en, tr) and definitions.</source>
        <translation>Woorden om te zoeken in termen (nl, en, tr) en definities.</translation>
    </message>
    <message>
        <source>Searches the glossary in all three languages, ignoring case, accents and punctuation.</source>
        <translation>Zoekt in de woordenlijst in alle drie de talen, zonder op hoofdletters, accenten en leestekens te letten.</translation>
    </message>
    <message>
        <source>missing QUERY; usage: %1</source>
        <translation>ZOEKVRAAG ontbreekt; gebruik: %1</translation>
    </message>
    <message>
        <source>No matches for &apos;%1&apos;.</source>
        <translation>Geen treffers voor &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>%1 — %2 (%3, %4)</source>
        <translation>%1 — %2 (%3, %4)</translation>
    </message>
    <message>
        <source>Language of the preferred terms, the ranking and the article: %1 (default en).</source>
        <translation>Taal van de voorkeurstermen, de rangschikking en het artikel: %1 (standaard en).</translation>
    </message>
    <message>
        <source>Use only this TBX file instead of the built-in and imported glossary.</source>
        <translation>Gebruik alleen dit TBX-bestand in plaats van de ingebouwde en geïmporteerde woordenlijst.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>Export format: tbx or csv (default: from the file extension).</source>
        <translation>Exportformaat: tbx of csv (standaard: afgeleid van de bestandsextensie).</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAAT</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Geef JSON in plaats van tekst.</translation>
    </message>
    <message>
        <source>search, show, import or export.</source>
        <translation>search, show, import of export.</translation>
    </message>
    <message>
        <source>A concept id, e.g. kv-cache.</source>
        <translation>Een begrip-id, bijv. kv-cache.</translation>
    </message>
    <message>
        <source>A TBX file (ISO 30042:2019 or 2008) to add.</source>
        <translation>Een TBX-bestand (ISO 30042:2019 of 2008) om toe te voegen.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Het bestand dat wordt geschreven.</translation>
    </message>
    <message>
        <source>Shows one concept: its terms in Dutch, English and Turkish, definition, when it matters and see-also links.</source>
        <translation>Toont één begrip: de termen in het Nederlands, Engels en Turks, de definitie, wanneer het ertoe doet en zie-ook-verwijzingen.</translation>
    </message>
    <message>
        <source>Adds a TBX termbase to the glossary, beside the built-in one. Concepts whose id is already taken are skipped and listed. Imported into: %1</source>
        <translation>Voegt een TBX-termenbestand toe aan de woordenlijst, naast de ingebouwde. Begrippen waarvan de id al bezet is, worden overgeslagen en vermeld. Geïmporteerd in: %1</translation>
    </message>
    <message>
        <source>Writes the glossary as TBX (TBX-Basic 2019) or CSV (RFC 4180, UTF-8).</source>
        <translation>Schrijft de woordenlijst als TBX (TBX-Basic 2019) of CSV (RFC 4180, UTF-8).</translation>
    </message>
    <message>
        <source>Search, read, import and export the trilingual glossary (Dutch, English, Turkish).</source>
        <translation>Doorzoek, lees, importeer en exporteer de drietalige woordenlijst (Nederlands, Engels, Turks).</translation>
    </message>
    <message>
        <source>--%1 needs a TBX file</source>
        <translation>--%1 verwacht een TBX-bestand</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>missing %1; usage: %2</source>
        <translation>%1 ontbreekt; gebruik: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>onverwacht argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown concept id &apos;%1&apos;; find ids with &apos;headroom glossary search WORDS --json&apos;</source>
        <translation>onbekende begrip-id &apos;%1&apos;; zoek id&apos;s met &apos;headroom glossary search WOORDEN --json&apos;</translation>
    </message>
    <message>
        <source>Imported %1 as %2.</source>
        <translation>%1 geïmporteerd als %2.</translation>
    </message>
    <message>
        <source>Concepts added: %1</source>
        <translation>Begrippen toegevoegd: %1</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>Overgeslagen: %1</translation>
    </message>
    <message>
        <source>cannot tell the format of &apos;%1&apos; from its extension; add --format tbx or --format csv</source>
        <translation>kan het formaat van &apos;%1&apos; niet afleiden uit de extensie; voeg --format tbx of --format csv toe</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: the folder %2 does not exist</source>
        <translation>kan &apos;%1&apos; niet schrijven: de map %2 bestaat niet</translation>
    </message>
    <message>
        <source>Wrote %1 concepts to %2 (%3).</source>
        <translation>%1 begrippen geschreven naar %2 (%3).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Subject: %1</source>
        <translation>Onderwerp: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Bron: %1</translation>
    </message>
    <message>
        <source>When it matters: %1</source>
        <translation>Wanneer het ertoe doet: %1</translation>
    </message>
    <message>
        <source>See also: %1</source>
        <translation>Zie ook: %1</translation>
    </message>
    <message>
        <source>unknown glossary command &apos;%1&apos;; commands: %2 (see &apos;headroom glossary --help&apos;)</source>
        <translation>onbekende woordenlijstopdracht &apos;%1&apos;; opdrachten: %2 (zie &apos;headroom glossary --help&apos;)</translation>
    </message>
    <message>
        <source>missing glossary command (%1); see &apos;headroom glossary --help&apos;</source>
        <translation>woordenlijstopdracht ontbreekt (%1); zie &apos;headroom glossary --help&apos;</translation>
    </message>
    <message>
        <source>--%1 does not apply to &apos;glossary %2&apos;; usage: %3</source>
        <translation>--%1 geldt niet voor &apos;glossary %2&apos;; gebruik: %3</translation>
    </message>
    <message>
        <source>the termbase</source>
        <translation>het termenbestand</translation>
    </message>
    <message>
        <source>cannot export to %1: it is the same file as the --%2 file %3, which the export would overwrite; choose another file</source>
        <translation>kan niet exporteren naar %1: dat is hetzelfde bestand als het --%2-bestand %3, dat de export zou overschrijven; kies een ander bestand</translation>
    </message>
    <message>
        <source>cannot export to %1: it is the same file as the imported termbase %2, which the export would overwrite; choose another file</source>
        <translation>kan niet exporteren naar %1: dat is hetzelfde bestand als het geïmporteerde termenbestand %2, dat de export zou overschrijven; kies een ander bestand</translation>
    </message>
    <message>
        <source>Wrote 1 concept to %1 (%2).</source>
        <translation>1 begrip geschreven naar %1 (%2).</translation>
    </message>
    <message>
        <source>No matches. Did you mean: %1?</source>
        <extracomment>%1 the suggested terms joined with &quot;, &quot;.</extracomment>
        <translation>Geen resultaten. Bedoelde u: %1?</translation>
    </message>
    <message>
        <source>Definition source: %1</source>
        <translation>Bron van de definitie: %1</translation>
    </message>
    <message>
        <source>Context (%1): %2</source>
        <translation>Context (%1): %2</translation>
    </message>
    <message>
        <source>Context source: %1</source>
        <translation>Bron van de context: %1</translation>
    </message>
</context>
<context>
    <name>headroom::cli::OptionReader</name>
    <message>
        <source>Usage: %1</source>
        <translation>Gebruik: %1</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 is verplicht</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number</source>
        <translation>--%1: &apos;%2&apos; is geen geheel getal</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range (allowed: %3 to %4)</source>
        <translation>--%1: %2 valt buiten het bereik (toegestaan: %3 tot en met %4)</translation>
    </message>
    <message>
        <source>--%1: unknown value &apos;%2&apos;; expected one of %3</source>
        <translation>--%1: onbekende waarde &apos;%2&apos;; verwacht een van %3</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a decimal number such as 0.9</source>
        <translation>--%1: &apos;%2&apos; is geen decimaal getal zoals 0.9</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; has more than %3 decimals</source>
        <translation>--%1: &apos;%2&apos; heeft meer dan %3 decimalen</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range (allowed: %3)</source>
        <translation>--%1: %2 valt buiten het bereik (toegestaan: %3)</translation>
    </message>
</context>
<context>
    <name>headroom::cli::QuoteCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Toon deze hulp.</translation>
    </message>
    <message>
        <source>Rental term: %1.</source>
        <translation>Huurtermijn: %1.</translation>
    </message>
    <message>
        <source>TERM</source>
        <translation>TERMIJN</translation>
    </message>
    <message>
        <source>Number of consecutive terms (default 1).</source>
        <translation>Aantal opeenvolgende termijnen (standaard 1).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Storage kept for the whole period, in GB (10^9 bytes; default 0).</source>
        <translation>Opslag voor de hele periode, in GB (10^9 bytes; standaard 0).</translation>
    </message>
    <message>
        <source>Data leaving the provider, in GB (10^9 bytes; default 0).</source>
        <translation>Data die de aanbieder verlaat, in GB (10^9 bytes; standaard 0).</translation>
    </message>
    <message>
        <source>Write the quote as PDF to FILE (required).</source>
        <translation>Schrijf de offerte als PDF naar BESTAND (verplicht).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the summary.</source>
        <translation>Geef één JSON-object in plaats van de samenvatting.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>onverwacht argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 is required with the fit options</source>
        <translation>--%1 is verplicht bij de fit-opties</translation>
    </message>
    <message>
        <source>Quote %1, %2</source>
        <translation>Offerte %1, %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>PDF written to %1</source>
        <translation>PDF geschreven naar %1</translation>
    </message>
    <message>
        <source>These are example prices, not a real offer.</source>
        <translation>Dit zijn voorbeeldprijzen, geen echte aanbieding.</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>TAAL</translation>
    </message>
    <message>
        <source>How the GPUs are priced: on-demand (metered, the default), spot (interruptible, metered) or fixed (prepaid day, week or month terms).</source>
        <translation>Hoe de GPU&apos;s worden geprijsd: on-demand (naar verbruik, de standaard), spot (onderbreekbaar, naar verbruik) of fixed (vooraf betaalde huurtermijnen van een dag, week of maand).</translation>
    </message>
    <message>
        <source>MODEL</source>
        <translation>MODEL</translation>
    </message>
    <message>
        <source>Same as --pricing spot.</source>
        <translation>Hetzelfde als --pricing spot.</translation>
    </message>
    <message>
        <source>Support tier of the price list (default none).</source>
        <translation>Ondersteuningsniveau uit de prijslijst (standaard geen).</translation>
    </message>
    <message>
        <source>TIER</source>
        <translation>NIVEAU</translation>
    </message>
    <message>
        <source>Dedicated hosting instead of shared (the list&apos;s surcharge).</source>
        <translation>Dedicated hosting in plaats van gedeeld (de toeslag uit de prijslijst).</translation>
    </message>
    <message>
        <source>VAT rate in percent, at most two decimals, e.g. 21 or 20.5 (default: no VAT line).</source>
        <translation>Btw-tarief in procenten, hoogstens twee decimalen, bijv. 21 of 20.5 (standaard: geen btw-regel).</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Idempotency key of this export: rerun with the same key to retry it safely (default: a new random key).</source>
        <translation>Idempotentiesleutel van deze export: voer de opdracht opnieuw uit met dezelfde sleutel om het veilig nog eens te proberen (standaard: een nieuwe willekeurige sleutel).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>SLEUTEL</translation>
    </message>
    <message>
        <source>Quote history file (SQLite; default %1).</source>
        <translation>Bestand met de offertegeschiedenis (SQLite; standaard %1).</translation>
    </message>
    <message>
        <source>Days the quote stays valid (default %1).</source>
        <translation>Aantal dagen dat de offerte geldig blijft (standaard %1).</translation>
    </message>
    <message>
        <source>Prices a GPU rental, keeps the quote in the quote history and writes it as PDF.
Default price list: %1 (%2, %3); built-in lists: %4. Priced GPUs: %5
&apos;headroom quote history&apos; lists the stored quotes.</source>
        <translation>Berekent de prijs van een GPU-huur, bewaart de offerte in de offertegeschiedenis en schrijft die als PDF.
Standaardprijslijst: %1 (%2, %3); ingebouwde lijsten: %4. GPU&apos;s met een prijs: %5
&apos;headroom quote history&apos; toont de opgeslagen offertes.</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 verwacht een bestandsnaam</translation>
    </message>
    <message>
        <source>--%1: cannot use &apos;%2&apos;: %3</source>
        <translation>--%1: kan &apos;%2&apos; niet gebruiken: %3</translation>
    </message>
    <message>
        <source>the price list &apos;%1&apos; has no price for GPU &apos;%2&apos;; priced GPUs: %3</source>
        <translation>de prijslijst &apos;%1&apos; heeft geen prijs voor GPU &apos;%2&apos;; GPU&apos;s met een prijs: %3</translation>
    </message>
    <message>
        <source>--%1 contradicts --%2 %3</source>
        <translation>--%1 is in strijd met --%2 %3</translation>
    </message>
    <message>
        <source>the price list &apos;%1&apos; offers no support tiers</source>
        <translation>de prijslijst &apos;%1&apos; biedt geen ondersteuningsniveaus</translation>
    </message>
    <message>
        <source>0 to 100</source>
        <translation>0 tot en met 100</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>%1 (retry with --%2 %3)</source>
        <translation>%1 (probeer opnieuw met --%2 %3)</translation>
    </message>
    <message>
        <source>, valid until %1</source>
        <translation>, geldig tot en met %1</translation>
    </message>
    <message>
        <source>Price list: %1 (%2, retrieved %3)</source>
        <translation>Prijslijst: %1 (%2, opgehaald %3)</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Subtotaal</translation>
    </message>
    <message>
        <source>VAT %1%</source>
        <translation>Btw %1%</translation>
    </message>
    <message>
        <source>Up front (fixed terms): %1; metered: %2 (before VAT).</source>
        <translation>Vooraf (vaste huurtermijnen): %1; naar verbruik: %2 (exclusief btw).</translation>
    </message>
    <message>
        <source>Hours basis: %1 h for this quote (day 24 h, week 7 days = 168 h, month 30 days = 720 h). Stopping an allocation does not pause the paid period.</source>
        <translation>Urenbasis: %1 h voor deze offerte (dag 24 h, week 7 dagen = 168 h, maand 30 dagen = 720 h). Een toewijzing stoppen pauzeert de betaalde periode niet.</translation>
    </message>
    <message>
        <source>Spot capacity can be interrupted: the job needs a recovery plan (see the glossary: %1).</source>
        <translation>Spotcapaciteit kan worden onderbroken: de taak heeft een herstelplan nodig (zie de woordenlijst: %1).</translation>
    </message>
    <message>
        <source>Already exported with idempotency key %1: nothing was written. PDF: %2</source>
        <translation>Al geëxporteerd met idempotentiesleutel %1: er is niets geschreven. PDF: %2</translation>
    </message>
    <message>
        <source>Quote history: %1 (idempotency key %2)</source>
        <translation>Offertegeschiedenis: %1 (idempotentiesleutel %2)</translation>
    </message>
    <message>
        <source>Price list: a price-list JSON file (a path with a &apos;/&apos; or ending in .json, e.g. ./prices.json), or the id of a built-in list (default: the built-in example list).</source>
        <translation>Prijslijst: een JSON-prijslijstbestand (een pad met een &apos;/&apos; of dat eindigt op .json, bijv. ./prices.json) of de id van een ingebouwde lijst (standaard: de ingebouwde voorbeeldlijst).</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not a built-in price list (%3); to use the file of that name, write &apos;./%2&apos;</source>
        <translation>--%1 &apos;%2&apos; is geen ingebouwde prijslijst (%3); schrijf &apos;./%2&apos; om het bestand met die naam te gebruiken</translation>
    </message>
    <message>
        <source>Language of the PDF and of the summary: nl, en or tr (default en); the JSON stays English.</source>
        <translation>Taal van de PDF en van de samenvatting: nl, en of tr (standaard en); de JSON blijft Engels.</translation>
    </message>
    <message>
        <source>The prices below are for this configuration as quoted.</source>
        <translation>De onderstaande prijzen gelden voor deze configuratie zoals geoffreerd.</translation>
    </message>
    <message>
        <source>Fit of %1: %2; binding constraint: %3.</source>
        <translation>Geheugencontrole voor %1: %2; beperkende factor: %3.</translation>
    </message>
    <message>
        <source>Training scenarios: resumable checkpoints kept in storage for the whole period, priced as their own storage line (default 0: none).</source>
        <translation>Trainingsscenario&apos;s: hervatbare checkpoints die de hele periode in opslag blijven, geprijsd als een eigen opslagregel (standaard 0: geen).</translation>
    </message>
    <message>
        <source>--%1 needs a training scenario (--model with --workload full-finetune, lora or qlora)</source>
        <translation>--%1 vereist een trainingsscenario (--model met --workload full-finetune, lora of qlora)</translation>
    </message>
    <message>
        <source>--%1 applies to training scenarios, not to the %2 workload</source>
        <translation>--%1 geldt voor trainingsscenario&apos;s, niet voor de werklast %2</translation>
    </message>
    <message>
        <source>%1 See the glossary: %2.</source>
        <translation>%1 Zie de woordenlijst: %2.</translation>
    </message>
    <message>
        <source>Rental</source>
        <translation>Huur</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Uitvoer</translation>
    </message>
</context>
<context>
    <name>headroom::cli::QuoteHistoryCommand</name>
    <message>
        <source>cannot open the quote history &apos;%1&apos;</source>
        <translation>kan de offertegeschiedenis &apos;%1&apos; niet openen</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Toon deze hulp.</translation>
    </message>
    <message>
        <source>Quote history file (SQLite; default %1).</source>
        <translation>Bestand met de offertegeschiedenis (SQLite; standaard %1).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>Delete the quote REF and its operations from the history.</source>
        <translation>Verwijder de offerte REF en de bijbehorende bewerkingen uit de geschiedenis.</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the table.</source>
        <translation>Geef één JSON-object in plaats van de tabel.</translation>
    </message>
    <message>
        <source>Lists the stored quotes, one per reference, newest first.</source>
        <translation>Toont de opgeslagen offertes, één per referentie, nieuwste eerst.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>onverwacht argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 verwacht een bestandsnaam</translation>
    </message>
    <message>
        <source>--%1 needs a quote reference</source>
        <translation>--%1 verwacht een offertereferentie</translation>
    </message>
    <message>
        <source>no quote &apos;%1&apos; in the quote history &apos;%2&apos;</source>
        <translation>geen offerte &apos;%1&apos; in de offertegeschiedenis &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Deleted quote %1 from %2</source>
        <translation>Offerte %1 verwijderd uit %2</translation>
    </message>
    <message>
        <source>No stored quotes in %1</source>
        <translation>Geen opgeslagen offertes in %1</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referentie</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Aangemaakt (UTC)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Quote history %1</source>
        <translation>Offertegeschiedenis %1</translation>
    </message>
    <message>
        <source>(none: export %1 running or interrupted; retry with its key)</source>
        <translation>(geen: export %1 loopt nog of is onderbroken; probeer het opnieuw met die sleutel)</translation>
    </message>
    <message>
        <source>(none: export %1 failed)</source>
        <translation>(geen: export %1 is mislukt)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Termijn</translation>
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
        <translation>boven 0 en hoogstens %1 tokens/s</translation>
    </message>
    <message>
        <source>speed target (%1)</source>
        <translation>snelheidsdoel (%1)</translation>
    </message>
    <message>
        <source>--%1 does not apply to rent: the solver tries the GPUs of the price list</source>
        <translation>--%1 geldt niet voor rent: de solver probeert de GPU&apos;s van de prijslijst</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Toon deze hulp.</translation>
    </message>
    <message>
        <source>Decode tokens/s each sequence must reach (default: no target).</source>
        <translation>Decodeersnelheid in tokens/s die elke sequentie moet halen (standaard: geen doel).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Decode tokens/s all sequences of all replicas must reach together (default: no target).</source>
        <translation>Decodeersnelheid in tokens/s die alle sequenties van alle replica&apos;s samen moeten halen (standaard: geen doel).</translation>
    </message>
    <message>
        <source>Most GPUs per configuration, 1 to %1 (default 8).</source>
        <translation>Hoogste aantal GPU&apos;s per configuratie, 1 tot en met %1 (standaard 8).</translation>
    </message>
    <message>
        <source>Rental term the answers are ranked by: %1 (default month).</source>
        <translation>Huurtermijn waarop de antwoorden worden gerangschikt: %1 (standaard month).</translation>
    </message>
    <message>
        <source>TERM</source>
        <translation>TERMIJN</translation>
    </message>
    <message>
        <source>Number of consecutive terms (default 1).</source>
        <translation>Aantal opeenvolgende termijnen (standaard 1).</translation>
    </message>
    <message>
        <source>Share of the paid hours the GPUs serve tokens, for the cost per million tokens, 1 to 100 percent (default 100).</source>
        <translation>Aandeel van de betaalde uren waarin de GPU&apos;s tokens leveren, voor de kosten per miljoen tokens, 1 tot en met 100 procent (standaard 100).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>PROCENT</translation>
    </message>
    <message>
        <source>Answers shown, 1 to %1 (default 10).</source>
        <translation>Getoonde antwoorden, 1 tot en met %1 (standaard 10).</translation>
    </message>
    <message>
        <source>Print one JSON object instead of the table.</source>
        <translation>Geef één JSON-object in plaats van de tabel.</translation>
    </message>
    <message>
        <source>Finds the cheapest GPU configurations of a price list that fit the model and meet the speed targets, ranked by what the chosen term costs. The solver chooses the GPUs, their number and the tensor-parallel degree: --tensor-parallel and --gpu-memory-gib do not apply.
Models: %1
Built-in price lists: %2</source>
        <translation>Zoekt de goedkoopste GPU-configuraties van een prijslijst waarop het model past en die de snelheidsdoelen halen, gerangschikt naar wat de gekozen termijn kost. De solver kiest de GPU&apos;s, hun aantal en de tensorparallelle graad: --tensor-parallel en --gpu-memory-gib gelden hier niet.
Modellen: %1
Ingebouwde prijslijsten: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>onverwacht argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the price list &apos;%1&apos; prices no GPU of the catalogue</source>
        <translation>de prijslijst &apos;%1&apos; prijst geen enkele GPU uit de catalogus</translation>
    </message>
    <message>
        <source>Price list: %1 (%2); term: %3 x %4.</source>
        <translation>Prijslijst: %1 (%2); termijn: %3 x %4.</translation>
    </message>
    <message>
        <source>These are example prices, not a real offer.</source>
        <translation>Dit zijn voorbeeldprijzen, geen echte aanbieding.</translation>
    </message>
    <message>
        <source>Nothing fits: %1 of the %2 configurations tried fit in memory, but none reaches the speed target.</source>
        <translation>Niets past: %1 van de %2 geprobeerde configuraties passen in het geheugen, maar geen enkele haalt het snelheidsdoel.</translation>
    </message>
    <message>
        <source>Nothing fits: none of the %1 configurations tried (--max-gpus %2) fits in memory.</source>
        <translation>Niets past: geen enkele van de %1 geprobeerde configuraties (--max-gpus %2) past in het geheugen.</translation>
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
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Prijsstelling</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Tokens/s per sequence</source>
        <translation>Tokens/s per sequentie</translation>
    </message>
    <message>
        <source>Tokens/s in all</source>
        <translation>Tokens/s in totaal</translation>
    </message>
    <message>
        <source>First token (ms)</source>
        <translation>Eerste token (ms)</translation>
    </message>
    <message>
        <source>Per 1M output tokens</source>
        <translation>Per 1M uitvoertokens</translation>
    </message>
    <message>
        <source>Binding constraint</source>
        <translation>Beperkende factor</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n.v.t.</translation>
    </message>
    <message>
        <source>%1 of %2 configurations tried fit in memory; the cost per million tokens assumes the GPUs serve tokens %3% of the paid hours.</source>
        <translation>%1 van %2 geprobeerde configuraties passen in het geheugen; de kosten per miljoen tokens gaan ervan uit dat de GPU&apos;s %3% van de betaalde uren tokens leveren.</translation>
    </message>
    <message>
        <source>--%1 must be above 0 tokens/s, not %2</source>
        <translation>--%1 moet boven 0 tokens/s liggen, niet %2</translation>
    </message>
    <message>
        <source>rent finds GPUs for inference only; use headroom estimate for training and image generation</source>
        <translation>rent zoekt alleen GPU&apos;s voor inferentie; gebruik headroom estimate voor training en beeldgeneratie</translation>
    </message>
    <message>
        <source>Your own GPUs: a file in the gpus.json format; a price list (--price-list FILE) can then price them.</source>
        <translation>Je eigen GPU&apos;s: een bestand in het gpus.json-formaat; een prijslijst (--price-list BESTAND) kan ze dan prijzen.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>%1 is an image-generation pipeline: rent finds GPUs for inference only; use headroom estimate for it</source>
        <translation>%1 is een pijplijn voor beeldgeneratie: rent zoekt alleen GPU&apos;s voor inferentie; gebruik er headroom estimate voor</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Uitvoer</translation>
    </message>
</context>
<context>
    <name>headroom::cli::ScenarioOptions</name>
    <message>
        <source>GPU id from the catalogue, e.g. rtx-4090.</source>
        <translation>GPU-id uit de catalogus, bijv. rtx-4090.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Number of GPUs (default 1).</source>
        <translation>Aantal GPU&apos;s (standaard 1).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Tensor-parallel degree; must divide --gpus (default: --gpus).</source>
        <translation>Tensorparallelle graad; moet --gpus delen (standaard: --gpus).</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TYPE</translation>
    </message>
    <message>
        <source>TOKENS</source>
        <translation>TOKENS</translation>
    </message>
    <message>
        <source>Concurrent sequences in the KV cache (default 1).</source>
        <translation>Gelijktijdige sequenties in de KV-cache (standaard 1).</translation>
    </message>
    <message>
        <source>SEQUENCES</source>
        <translation>SEQUENTIES</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; known GPUs: %2</source>
        <translation>onbekende GPU &apos;%1&apos;; bekende GPU&apos;s: %2</translation>
    </message>
    <message>
        <source>--tensor-parallel %1 does not divide --gpus %2</source>
        <translation>--tensor-parallel %1 deelt --gpus %2 niet</translation>
    </message>
    <message>
        <source>--context %1 is above the maximum context of %2 (%3 tokens)</source>
        <translation>--context %1 is groter dan de maximale context van %2 (%3 tokens)</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAAT</translation>
    </message>
    <message>
        <source>KV cache element type of K and V: %1 (default f16).</source>
        <translation>Elementtype van de KV-cache voor K en V: %1 (standaard f16).</translation>
    </message>
    <message>
        <source>K cache type; overrides --kv-cache-dtype for K.</source>
        <translation>Type van de K-cache; overschrijft --kv-cache-dtype voor K.</translation>
    </message>
    <message>
        <source>V cache type; overrides --kv-cache-dtype for V.</source>
        <translation>Type van de V-cache; overschrijft --kv-cache-dtype voor V.</translation>
    </message>
    <message>
        <source>Engine whose memory rules apply: %1 (default generic, Transformers-style).</source>
        <translation>Engine waarvan de geheugenregels gelden: %1 (standaard generic, zoals Transformers).</translation>
    </message>
    <message>
        <source>ENGINE</source>
        <translation>ENGINE</translation>
    </message>
    <message>
        <source>vllm: fraction of each GPU&apos;s memory vLLM may use, above 0 and at most 1, up to 3 decimals (default 0.9).</source>
        <translation>vllm: deel van het geheugen van elke GPU dat vLLM mag gebruiken, groter dan 0 en hoogstens 1, met hoogstens 3 decimalen (standaard 0.9).</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>vllm: tokens per scheduler step (default: vLLM&apos;s default for the GPU).</source>
        <translation>vllm: tokens per schedulerstap (standaard: de standaardwaarde van vLLM voor de GPU).</translation>
    </message>
    <message>
        <source>vllm: most concurrent sequences (default: vLLM&apos;s default for the GPU).</source>
        <translation>vllm: maximaal aantal gelijktijdige sequenties (standaard: de standaardwaarde van vLLM voor de GPU).</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp: -ub tokens per compute step (default 512); ollama: num_batch (default 512).</source>
        <translation>llama.cpp, ik_llama.cpp: -ub, tokens per rekenstap (standaard 512); ollama: num_batch (standaard 512).</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp, ollama: flash attention on|off (default on; ollama off).</source>
        <translation>llama.cpp, ik_llama.cpp, ollama: flash attention on|off (standaard on; bij ollama off).</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>Memory of one GPU in GiB (2^30 bytes) as the CUDA runtime reports it, e.g. 79.18; overrides the catalogue.</source>
        <translation>Geheugen van één GPU in GiB (2^30 bytes), zoals de CUDA-runtime het rapporteert, bijv. 79.18; overschrijft de catalogus.</translation>
    </message>
    <message>
        <source>cannot import the model config &apos;%1&apos;</source>
        <translation>kan de modelconfiguratie &apos;%1&apos; niet importeren</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;; known models: %2 (or give a config.json path)</source>
        <translation>onbekend model &apos;%1&apos;; bekende modellen: %2 (of geef het pad van een config.json op)</translation>
    </message>
    <message>
        <source>above 0 and at most %1 GiB</source>
        <translation>groter dan 0 en hoogstens %1 GiB</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>%1: quantization_config &quot;%2&quot; (%3 bits) has no weight format in Headroom; give --%4</source>
        <translation>%1: quantization_config &quot;%2&quot; (%3 bits) heeft geen gewichtsformaat in Headroom; geef --%4 op</translation>
    </message>
    <message>
        <source>--%1 applies to --engine %2, not %3</source>
        <translation>--%1 geldt voor --engine %2, niet voor %3</translation>
    </message>
    <message>
        <source>above 0 and at most 1</source>
        <translation>groter dan 0 en hoogstens 1</translation>
    </message>
    <message>
        <source>Context length per sequence in tokens (default 4096, or the model&apos;s maximum context when that is shorter).</source>
        <translation>Contextlengte per sequentie in tokens (standaard 4096, of de maximale context van het model als die korter is).</translation>
    </message>
    <message>
        <source>Weight format: %1, a GGML type (q8_0, q4_k, iq4_xs, ...), a llama.cpp file type (q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, fp8-block128 or mxfp4 (default: the config&apos;s quantization_config, else its torch_dtype, else bf16).</source>
        <translation>Gewichtsformaat: %1, een GGML-type (q8_0, q4_k, iq4_xs, ...), een llama.cpp-bestandstype (q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, fp8-block128 of mxfp4 (standaard: de quantization_config uit de configuratie, anders de torch_dtype, anders bf16).</translation>
    </message>
    <message>
        <source>--%1 does not apply to --workload %2</source>
        <translation>--%1 geldt niet voor --workload %2</translation>
    </message>
    <message>
        <source>Your own GPUs: a file in the gpus.json format (version 1: memory only; version 2: with bandwidth, tensor throughput and interconnect); --gpu can then name them.</source>
        <translation>Uw eigen GPU&apos;s: een bestand in het gpus.json-formaat (versie 1: alleen geheugen; versie 2: met bandbreedte, tensordoorvoer en interconnect); --gpu kan ze dan noemen.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 verwacht een bestandsnaam</translation>
    </message>
    <message>
        <source>--%1: cannot use &apos;%2&apos;: %3</source>
        <translation>--%1: kan &apos;%2&apos; niet gebruiken: %3</translation>
    </message>
    <message>
        <source>The GPUs of one replica, CUDA0 first, when they differ, e.g. rtx-4090,rtx-3090 (instead of --gpu and --gpus).</source>
        <translation>De GPU&apos;s van één replica, CUDA0 eerst, als ze verschillen, bijv. rtx-4090,rtx-3090 (in plaats van --gpu en --gpus).</translation>
    </message>
    <message>
        <source>ID,ID,...</source>
        <translation>ID,ID,...</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp, ollama: share of the layers per GPU, e.g. 3,2 (default: by free memory).</source>
        <translation>llama.cpp, ik_llama.cpp, ollama: aandeel van de lagen per GPU, bijv. 3,2 (standaard: naar vrij geheugen).</translation>
    </message>
    <message>
        <source>P,P,...</source>
        <translation>P,P,...</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp, ollama: layers offloaded to the GPUs; the rest stay in host RAM (default all).</source>
        <translation>llama.cpp, ik_llama.cpp, ollama: lagen die naar de GPU&apos;s worden verplaatst; de rest blijft in host-RAM (standaard alle).</translation>
    </message>
    <message>
        <source>llama.cpp, ik_llama.cpp, ollama: keep the MoE experts in host RAM (-ot exps=CPU).</source>
        <translation>llama.cpp, ik_llama.cpp, ollama: houd de MoE-experts in host-RAM (-ot exps=CPU).</translation>
    </message>
    <message>
        <source>vllm: whole experts per GPU (--enable-expert-parallel).</source>
        <translation>vllm: hele experts per GPU (--enable-expert-parallel).</translation>
    </message>
    <message>
        <source>Model id from the catalogue, e.g. llama-3.1-8b; a Hugging Face config.json (a path ending in .json); a model file: a .gguf file (split files: any part), or a folder of .safetensors files with its config.json (only the headers are read).</source>
        <translation>Model-id uit de catalogus, bijv. llama-3.1-8b; een config.json van Hugging Face (een pad dat eindigt op .json); een modelbestand: een .gguf-bestand (gesplitste bestanden: elk deel), of een map met .safetensors-bestanden en de config.json (alleen de headers worden gelezen).</translation>
    </message>
    <message>
        <source>ID|CONFIG|FILE.gguf|DIR</source>
        <translation>ID|CONFIG|FILE.gguf|DIR</translation>
    </message>
    <message>
        <source>The engine&apos;s release whose memory rules apply: vllm 0.6.4, 0.8.5, 0.10.1.1; llama.cpp and ik_llama.cpp a build such as b5300; ollama 0.5.7 (default: the current release).</source>
        <translation>De release van de engine waarvan de geheugenregels gelden: vllm 0.6.4, 0.8.5, 0.10.1.1; llama.cpp en ik_llama.cpp een build zoals b5300; ollama 0.5.7 (standaard: de huidige release).</translation>
    </message>
    <message>
        <source>VERSION</source>
        <translation>VERSION</translation>
    </message>
    <message>
        <source>--%1 and --%2 cannot be combined: --%2 names every GPU</source>
        <translation>--%1 en --%2 kunnen niet samen worden gebruikt: --%2 noemt elke GPU</translation>
    </message>
    <message>
        <source>--%1: unknown GPU &apos;%2&apos;; known GPUs: %3</source>
        <translation>--%1: onbekende GPU &apos;%2&apos;; bekende GPU&apos;s: %3</translation>
    </message>
    <message>
        <source>--%1: at most %2 GPUs</source>
        <translation>--%1: hoogstens %2 GPU&apos;s</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a proportion of 0 or more</source>
        <translation>--%1: &apos;%2&apos; is geen verhouding van 0 of meer</translation>
    </message>
    <message>
        <source>vllm: pipeline stages, each of --tensor-parallel GPUs (default 1).</source>
        <translation>vllm: pijplijnfasen, elk van --tensor-parallel GPU&apos;s (standaard 1).</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>Model and workload</source>
        <translation>Model en werklast</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
</context>
<context>
    <name>headroom::cli::WorkloadOptions</name>
    <message>
        <source>What runs: %1 (default inference; diffusion for an image-generation preset).</source>
        <translation>Wat er draait: %1 (standaard inference; diffusion voor een beeldgeneratiepijplijn uit de catalogus).</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>SOORT</translation>
    </message>
    <message>
        <source>training: sequences per GPU per step (default 1); --context is the sequence length.</source>
        <translation>training: sequenties per GPU per stap (standaard 1); --context is de sequentielengte.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>training: micro-batches per optimizer step (default 1); changes no memory term.</source>
        <translation>training: microbatches per optimizerstap (standaard 1); verandert geen enkele geheugenterm.</translation>
    </message>
    <message>
        <source>training: %1 (default adamw).</source>
        <translation>training: %1 (standaard adamw).</translation>
    </message>
    <message>
        <source>OPT</source>
        <translation>OPT</translation>
    </message>
    <message>
        <source>training: fp32 master copy of the trainable weights (mixed precision) fp32|none (default fp32).</source>
        <translation>training: fp32-hoofdkopie van de trainbare gewichten (gemengde precisie) fp32|none (standaard fp32).</translation>
    </message>
    <message>
        <source>fp32|none</source>
        <translation>fp32|none</translation>
    </message>
    <message>
        <source>training: bf16|fp32 (default bf16).</source>
        <translation>training: bf16|fp32 (standaard bf16).</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TYPE</translation>
    </message>
    <message>
        <source>training: fuse the optimizer step into the backward pass, freeing each gradient (default off).</source>
        <translation>training: voer de optimizerstap uit binnen de terugwaartse doorgang, zodat elke gradiënt meteen vrijkomt (standaard off).</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>training: %1 (default none).</source>
        <translation>training: %1 (standaard none).</translation>
    </message>
    <message>
        <source>MODE</source>
        <translation>MODUS</translation>
    </message>
    <message>
        <source>training: how the --gpus share the model states: %1 (default ddp).</source>
        <translation>training: hoe de --gpus de modeltoestand verdelen: %1 (standaard ddp).</translation>
    </message>
    <message>
        <source>STRATEGY</source>
        <translation>STRATEGIE</translation>
    </message>
    <message>
        <source>training, fsdp-hybrid: GPUs per shard group (default min(8, --gpus)).</source>
        <translation>training, fsdp-hybrid: GPU&apos;s per shardgroep (standaard min(8, --gpus)).</translation>
    </message>
    <message>
        <source>training: move to host RAM: %1 (default none).</source>
        <translation>training: naar host-RAM verplaatsen: %1 (standaard none).</translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation>WAT</translation>
    </message>
    <message>
        <source>lora, qlora: adapter rank r (default 16).</source>
        <translation>lora, qlora: adapterrang r (standaard 16).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>lora, qlora: adapted matrices, a comma list of q,k,v,o,gate,up,down (default q,k,v,o).</source>
        <translation>lora, qlora: aangepaste matrices, een kommalijst uit q,k,v,o,gate,up,down (standaard q,k,v,o).</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIJST</translation>
    </message>
    <message>
        <source>diffusion: image size in pixels, e.g. 1024x1024 (default: the model&apos;s).</source>
        <translation>diffusion: beeldgrootte in pixels, bijv. 1024x1024 (standaard: die van het model).</translation>
    </message>
    <message>
        <source>WIDTHxHEIGHT</source>
        <translation>BREEDTExHOOGTE</translation>
    </message>
    <message>
        <source>diffusion: images per batch (default 1).</source>
        <translation>diffusion: beelden per batch (standaard 1).</translation>
    </message>
    <message>
        <source>diffusion: decode the VAE in tiles of TILE pixels, or off (default off).</source>
        <translation>diffusion: decodeer met de VAE in tegels van TEGEL pixels, of off (standaard off).</translation>
    </message>
    <message>
        <source>off|TILE</source>
        <translation>off|TEGEL</translation>
    </message>
    <message>
        <source>diffusion: decode one image of the batch at a time (default off).</source>
        <translation>diffusion: decodeer de beelden van de batch één voor één (standaard off).</translation>
    </message>
    <message>
        <source>diffusion: CPU offload %1 (default none).</source>
        <translation>diffusion: CPU-offload %1 (standaard none).</translation>
    </message>
    <message>
        <source>--lora-targets: &apos;%1&apos; is not a comma list of q, k, v, o, gate, up, down without repeats</source>
        <translation>--lora-targets: &apos;%1&apos; is geen kommalijst uit q, k, v, o, gate, up, down zonder herhalingen</translation>
    </message>
    <message>
        <source>--image: &apos;%1&apos; is not WIDTHxHEIGHT in pixels (each %2 to %3), e.g. 1024x1024</source>
        <translation>--image: &apos;%1&apos; is geen BREEDTExHOOGTE in pixels (elk van %2 tot en met %3), bijv. 1024x1024</translation>
    </message>
    <message>
        <source>Training and image generation</source>
        <translation>Training en beeldgeneratie</translation>
    </message>
</context>
<context>
    <name>headroom::glossary::MissedSearches</name>
    <message>
        <source>the list of searches that found nothing</source>
        <translation>de lijst met zoekopdrachten zonder resultaat</translation>
    </message>
    <message>
        <source>%1 Starting with an empty list.</source>
        <translation>%1 Er wordt begonnen met een lege lijst.</translation>
    </message>
    <message>
        <source>%1 is not a list of searches (version %2); starting with an empty list.</source>
        <translation>%1 is geen lijst met zoekopdrachten (versie %2); er wordt begonnen met een lege lijst.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n unreadable entries skipped.</source>
        <translation>
            <numerusform>%1: %n onleesbare vermelding overgeslagen.</numerusform>
            <numerusform>%1: %n onleesbare vermeldingen overgeslagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>kan de map %1 niet aanmaken</translation>
    </message>
</context>
<context>
    <name>headroom::glossary::TermbaseStore</name>
    <message>
        <source>Skipped the termbase %1</source>
        <translation>Termenbestand %1 overgeslagen</translation>
    </message>
    <message>
        <source>Cannot create the termbase folder %1.</source>
        <translation>Kan de map voor termenbestanden %1 niet aanmaken.</translation>
    </message>
    <message>
        <source>There is no imported termbase named %1.</source>
        <translation>Er is geen geïmporteerd termenbestand met de naam %1.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation>Kan %1 niet verwijderen: %2</translation>
    </message>
    <message>
        <source>the termbase</source>
        <translation>het termenbestand</translation>
    </message>
    <message>
        <source>CSV is not supported here; export is CSV, import is TBX</source>
        <translation>CSV wordt hier niet ondersteund; exporteren gaat naar CSV, importeren alleen uit TBX</translation>
    </message>
    <message>
        <source>%1: already imported, nothing added</source>
        <translation>%1: al geïmporteerd, niets toegevoegd</translation>
    </message>
</context>
<context>
    <name>headroom::io</name>
    <message>
        <source>Could not write %1: the disk is full or the file size limit was reached; the file was left as it was.</source>
        <translation>Kan %1 niet schrijven: de schijf is vol of de limiet voor de bestandsgrootte is bereikt; het bestand is niet gewijzigd.</translation>
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
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Er is geen bestandsnaam opgegeven.</translation>
    </message>
    <message>
        <source>Cannot read %1: the file does not exist.</source>
        <translation>Kan %1 niet lezen: het bestand bestaat niet.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Kan %1 niet lezen: %2.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>een map</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>een FIFO (named pipe)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>een socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>een apparaat</translation>
    </message>
    <message>
        <source>Cannot read %1: it is %2, not a regular file.</source>
        <translation>Kan %1 niet lezen: het is %2, geen gewoon bestand.</translation>
    </message>
    <message>
        <source>Cannot read %1: it is larger than the limit of %2.</source>
        <translation>Kan %1 niet lezen: het is groter dan de limiet van %2.</translation>
    </message>
    <message>
        <source>Could not write %1: the folder %2 does not exist.</source>
        <translation>Kan %1 niet schrijven: de map %2 bestaat niet.</translation>
    </message>
    <message>
        <source>Could not write %1: it exists and is not a regular file.</source>
        <translation>Kan %1 niet schrijven: het bestaat al en is geen gewoon bestand.</translation>
    </message>
    <message>
        <source>Could not write %1: the folder %2 is read-only or you may not write to it.</source>
        <translation>Kan %1 niet schrijven: de map %2 is alleen-lezen of u mag er niet in schrijven.</translation>
    </message>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>Kan %1 niet schrijven: %2.</translation>
    </message>
</context>
<context>
    <name>headroom::quote</name>
    <message>
        <source>%1 is not a Headroom quote history (%2). The file was left unchanged.</source>
        <translation>%1 is geen offertegeschiedenis van Headroom (%2). Het bestand is niet gewijzigd.</translation>
    </message>
    <message>
        <source>The quote history %1 could not be used: %2</source>
        <translation>De offertegeschiedenis %1 kon niet worden gebruikt: %2</translation>
    </message>
    <message>
        <source>it belongs to another application, application_id %1</source>
        <translation>het hoort bij een andere applicatie, application_id %1</translation>
    </message>
    <message>
        <source>The quote history %1 was written by a newer Headroom (schema version %2; this version knows up to %3). The file was left unchanged; update Headroom to use it.</source>
        <translation>De offertegeschiedenis %1 is geschreven door een nieuwere Headroom (schemaversie %2; deze versie kent tot en met %3). Het bestand is niet gewijzigd; werk Headroom bij om het te gebruiken.</translation>
    </message>
    <message>
        <source>The quote history %1 could not be read: %2</source>
        <translation>De offertegeschiedenis %1 kon niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>it is not an SQLite database</source>
        <translation>het is geen SQLite-database</translation>
    </message>
    <message>
        <source>its SQLite header is truncated: %1 of %2 bytes</source>
        <translation>de SQLite-header is afgekapt: %1 van %2 bytes</translation>
    </message>
    <message>
        <source>its SQLite header is damaged</source>
        <translation>de SQLite-header is beschadigd</translation>
    </message>
    <message>
        <source>it is truncated: %1 bytes, less than one %2-byte page</source>
        <translation>het is afgekapt: %1 bytes, minder dan één pagina van %2 bytes</translation>
    </message>
    <message>
        <source>it holds other tables: %1</source>
        <translation>het bevat andere tabellen: %1</translation>
    </message>
    <message>
        <source>The stored quote cannot be read: the field “%1” is missing or not valid.</source>
        <translation>De opgeslagen offerte kan niet worden gelezen: het veld „%1” ontbreekt of is ongeldig.</translation>
    </message>
    <message>
        <source>The stored quote cannot be read: it is %1 bytes, more than the limit of %2.</source>
        <translation>De opgeslagen offerte kan niet worden gelezen: ze is %1 bytes groot, meer dan de limiet van %2.</translation>
    </message>
    <message>
        <source>The stored quote cannot be read: it is not JSON (%1 at byte %2).</source>
        <translation>De opgeslagen offerte kan niet worden gelezen: het is geen JSON (%1 op byte %2).</translation>
    </message>
    <message>
        <source>The stored quote cannot be read: it is not a JSON object.</source>
        <translation>De opgeslagen offerte kan niet worden gelezen: het is geen JSON-object.</translation>
    </message>
    <message>
        <source>The quote history %1 is busy: another program holds its lock (waited %2 s); try again when it is done.</source>
        <translation>De offertegeschiedenis %1 is bezet: een ander programma houdt de vergrendeling vast (%2 s gewacht); probeer het opnieuw wanneer dat klaar is.</translation>
    </message>
    <message>
        <source>another program holds its lock (waited %1 s); try again when it is done</source>
        <translation>een ander programma houdt de vergrendeling vast (%1 s gewacht); probeer het opnieuw wanneer dat klaar is</translation>
    </message>
    <message>
        <source>The disk holding the quote history %1 is full; free some space and try again.</source>
        <translation>De schijf met de offertegeschiedenis %1 is vol; maak ruimte vrij en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>de schijf is vol; maak ruimte vrij en probeer het opnieuw</translation>
    </message>
    <message>
        <source>The quote history %1 is on a read-only file system; it can be listed but not changed.</source>
        <translation>De offertegeschiedenis %1 staat op een alleen-lezen bestandssysteem; ze kan worden getoond, maar niet gewijzigd.</translation>
    </message>
    <message>
        <source>it is on a read-only file system</source>
        <translation>ze staat op een alleen-lezen bestandssysteem</translation>
    </message>
    <message>
        <source>The folder %1 of the quote history is read-only or you may not write to it; SQLite needs to create its journal there.</source>
        <translation>De map %1 van de offertegeschiedenis is alleen-lezen of u mag er niet in schrijven; SQLite moet daar zijn journaalbestand aanmaken.</translation>
    </message>
    <message>
        <source>its folder %1 is read-only or you may not write to it</source>
        <translation>de map %1 ervan is alleen-lezen of u mag er niet in schrijven</translation>
    </message>
    <message>
        <source>The quote history %1 is read-only or you may not write to it.</source>
        <translation>De offertegeschiedenis %1 is alleen-lezen of u mag er niet in schrijven.</translation>
    </message>
    <message>
        <source>the file is read-only or you may not write to it</source>
        <translation>het bestand is alleen-lezen of u mag er niet in schrijven</translation>
    </message>
    <message>
        <source>The quote history %1 could not be written: it was opened read-only.</source>
        <translation>De offertegeschiedenis %1 kon niet worden geschreven: ze is alleen-lezen geopend.</translation>
    </message>
    <message>
        <source>it was opened read-only</source>
        <translation>ze is alleen-lezen geopend</translation>
    </message>
</context>
<context>
    <name>headroom::quote::HistoryLabels</name>
    <message>
        <source>hour</source>
        <translation>uur</translation>
    </message>
    <message>
        <source>day</source>
        <translation>dag</translation>
    </message>
    <message>
        <source>week</source>
        <translation>week</translation>
    </message>
    <message>
        <source>month</source>
        <translation>maand</translation>
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
        <translation>Laag van de aanbieder: de gehuurde volumes, snapshots en back-ups en de eigen logs van de aanbieder worden aan het einde van de betaalde periode verwijderd. Runtime- en applicatielaag (modelcaches, prompts, logs, indexen): verwijderd door de partij die die laag beheert.</translation>
    </message>
    <message>
        <source>A written deletion confirmation per volume with date and time, with the provider&apos;s deletion log or API record, delivered after the rental ends.</source>
        <translation>Een schriftelijke bevestiging van verwijdering per volume, met datum en tijd en met het verwijderlog of API-record van de aanbieder, geleverd na afloop van de huur.</translation>
    </message>
    <message>
        <source>Data copied out of the rental (downloads, exports, own backups), application logs kept elsewhere, access keys and accounts, and what must be kept for legal reasons stay with the customer team.</source>
        <translation>Gegevens die uit de huuromgeving zijn gekopieerd (downloads, exports, eigen back-ups), applicatielogs die elders worden bewaard, toegangssleutels en accounts, en wat om wettelijke redenen moet worden bewaard, blijven de verantwoordelijkheid van het klantteam.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuoteExporter</name>
    <message>
        <source>The quote history could not record the failure either (%1); the export stays marked as interrupted, and a retry with the same key starts it again.</source>
        <translation>Ook de mislukking kon niet in de offertegeschiedenis worden vastgelegd (%1); de export blijft gemarkeerd als onderbroken, en een nieuwe poging met dezelfde sleutel start die opnieuw.</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; and %3 &apos;%4&apos; are the same file; nothing was written.</source>
        <translation>%1 &apos;%2&apos; en %3 &apos;%4&apos; zijn hetzelfde bestand; er is niets geschreven.</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is the %3 file of %4 &apos;%5&apos;; nothing was written.</source>
        <translation>%1 &apos;%2&apos; is het %3-bestand van %4 &apos;%5&apos;; er is niets geschreven.</translation>
    </message>
    <message>
        <source>the quote history</source>
        <translation>de offertegeschiedenis</translation>
    </message>
    <message>
        <source>the PDF</source>
        <translation>de PDF</translation>
    </message>
    <message>
        <source>Quote %1 in %2 cannot be replayed: %3</source>
        <translation>Offerte %1 in %2 kan niet worden herhaald: %3</translation>
    </message>
    <message>
        <source>Quote %1 in %2 cannot be exported again: %3</source>
        <translation>Offerte %1 in %2 kan niet opnieuw worden geëxporteerd: %3</translation>
    </message>
    <message>
        <source>The price list &apos;%1&apos; (retrieved %2) gives another total than quote %3 stored for the same configuration; a price list whose rates change needs a new id or retrieved date.</source>
        <translation>De prijslijst &apos;%1&apos; (opgehaald %2) geeft een ander totaal dan offerte %3, die voor dezelfde configuratie is opgeslagen; een prijslijst waarvan de tarieven veranderen, heeft een nieuwe id of ophaaldatum nodig.</translation>
    </message>
    <message>
        <source>Cancelled before a file was chosen.</source>
        <translation>Geannuleerd voordat er een bestand was gekozen.</translation>
    </message>
    <message>
        <source>The PDF written to %1 does not read back as written (%2); it is not recorded as done.</source>
        <translation>De PDF die naar %1 is geschreven, komt bij het teruglezen niet overeen met wat er is geschreven (%2); die wordt niet als voltooid vastgelegd.</translation>
    </message>
    <message>
        <source>other content</source>
        <translation>andere inhoud</translation>
    </message>
    <message>
        <source>The PDF was written to %1, but the quote history could not record it: %2</source>
        <translation>De PDF is geschreven naar %1, maar de offertegeschiedenis kon die niet vastleggen: %2</translation>
    </message>
    <message>
        <source>The idempotency key %1 was first exported to %2; use that path, or a new key for another file.</source>
        <translation>De idempotentiesleutel %1 is eerst geëxporteerd naar %2; gebruik dat pad, of een nieuwe sleutel voor een ander bestand.</translation>
    </message>
    <message>
        <source>The PDF of quote %1 (key %2) is missing from %3; it cannot be replayed; export again with a new key.</source>
        <translation>De PDF van offerte %1 (sleutel %2) ontbreekt in %3; ze kan niet worden herhaald; exporteer opnieuw met een nieuwe sleutel.</translation>
    </message>
    <message>
        <source>The PDF of quote %1 (key %2) at %3 is not the file that was exported (%4); it cannot be replayed; export again with a new key.</source>
        <translation>De PDF van offerte %1 (sleutel %2) in %3 is niet het bestand dat is geëxporteerd (%4); ze kan niet worden herhaald; exporteer opnieuw met een nieuwe sleutel.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuoteMessages</name>
    <message>
        <source>The quote date is not a valid date.</source>
        <translation>De offertedatum is geen geldige datum.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no valid ISO 4217 currency code (found &quot;%2&quot;).</source>
        <translation>De prijslijst &quot;%1&quot; heeft geen geldige ISO 4217-valutacode (gevonden: &quot;%2&quot;).</translation>
    </message>
    <message>
        <source>Choose a GPU to quote.</source>
        <translation>Kies een GPU voor de offerte.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no price for the GPU &quot;%2&quot;.</source>
        <translation>De prijslijst &quot;%1&quot; heeft geen prijs voor de GPU &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The number of GPUs must be at least 1.</source>
        <translation>Het aantal GPU&apos;s moet minstens 1 zijn.</translation>
    </message>
    <message>
        <source>The number of terms must be at least 1.</source>
        <translation>Het aantal termijnen moet minstens 1 zijn.</translation>
    </message>
    <message>
        <source>Storage cannot be negative.</source>
        <translation>Opslag kan niet negatief zijn.</translation>
    </message>
    <message>
        <source>Egress cannot be negative.</source>
        <translation>Uitgaand verkeer kan niet negatief zijn.</translation>
    </message>
    <message>
        <source>The quote is too large to calculate: reduce the GPU count, the number of terms, storage or egress.</source>
        <translation>De offerte is te groot om te berekenen: verlaag het aantal GPU&apos;s, het aantal termijnen, de opslag of het uitgaand verkeer.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has a negative option rate (storage, egress, support or dedicated hosting).</source>
        <translation>De prijslijst &quot;%1&quot; heeft een negatief optietarief (opslag, uitgaand verkeer, ondersteuning of dedicated hosting).</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; gives the GPU &quot;%2&quot; no usable price (every GPU price must be positive).</source>
        <translation>De prijslijst &quot;%1&quot; geeft de GPU &quot;%2&quot; geen bruikbare prijs (elke GPU-prijs moet positief zijn).</translation>
    </message>
    <message>
        <source>The VAT rate must be between 0 and 100 percent.</source>
        <translation>Het btw-tarief moet tussen 0 en 100 procent liggen.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no spot price for the GPU &quot;%2&quot;.</source>
        <translation>De prijslijst &quot;%1&quot; heeft geen spotprijs voor de GPU &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no support tier &quot;%2&quot;.</source>
        <translation>De prijslijst &quot;%1&quot; heeft geen ondersteuningsniveau &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; has no price for dedicated hosting.</source>
        <translation>De prijslijst &quot;%1&quot; heeft geen prijs voor dedicated hosting.</translation>
    </message>
    <message>
        <source>The number of checkpoints kept must be between 0 and %1.</source>
        <translation>Het aantal bewaarde checkpoints moet tussen 0 en %1 liggen.</translation>
    </message>
    <message>
        <source>Checkpoints can only be kept for a training scenario: its estimate gives the size of one checkpoint.</source>
        <translation>Checkpoints kunnen alleen voor een trainingsscenario worden bewaard: de schatting daarvan geeft de grootte van één checkpoint.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuotePdf</name>
    <message>
        <source>Quote %1</source>
        <translation>Offerte %1</translation>
    </message>
    <message>
        <source>Example data, not an offer</source>
        <translation>Voorbeeldgegevens, geen aanbieding</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>%1&#xa0;GiB</source>
        <translation>%1&#xa0;GiB</translation>
    </message>
    <message>
        <source>month</source>
        <translation>maand</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Offerte</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Referentie: %1</translation>
    </message>
    <message>
        <source>Price list: %1</source>
        <translation>Prijslijst: %1</translation>
    </message>
    <message>
        <source>retrieved %1</source>
        <translation>opgehaald %1</translation>
    </message>
    <message>
        <source>valid until %1</source>
        <translation>geldig tot en met %1</translation>
    </message>
    <message>
        <source>currency: %1</source>
        <translation>valuta: %1</translation>
    </message>
    <message>
        <source>Example data, not an offer. The prices are examples observed on the dates given in the price list; re-check them before ordering.</source>
        <translation>Voorbeeldgegevens, geen aanbieding. De prijzen zijn voorbeelden, waargenomen op de data in de prijslijst; controleer ze opnieuw voordat u bestelt.</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU-uur</translation>
    </message>
    <message>
        <source>GB-month</source>
        <translation>GB-maand</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Line items</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Omschrijving</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>Prijs per eenheid (%1)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Each line is rounded once, half up, to the currency&apos;s smallest unit; the total is the sum of the lines. Unit prices are shown with up to 6 decimals.</source>
        <translation>Elke regel wordt één keer afgerond, half naar boven, op de kleinste eenheid van de valuta; het totaal is de som van de regels. Prijzen per eenheid staan er met hoogstens 6 decimalen.</translation>
    </message>
    <message>
        <source>GPU price source: %1</source>
        <translation>Bron van de GPU-prijs: %1</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>Voorwaarden</translation>
    </message>
    <message>
        <source>Hours basis: 1 month = 30 days = 720 hours; 1 week = 7 days = 168 hours; 1 day = 24 hours.</source>
        <translation>Urenbasis: 1 maand = 30 dagen = 720 uur; 1 week = 7 dagen = 168 uur; 1 dag = 24 uur.</translation>
    </message>
    <message>
        <source>A week is exactly 7 days and a month exactly 30 days.</source>
        <translation>Een week is precies 7 dagen en een maand precies 30 dagen.</translation>
    </message>
    <message>
        <source>Stopping an allocation does not pause the paid period.</source>
        <translation>Een toewijzing stoppen pauzeert de betaalde periode niet.</translation>
    </message>
    <message>
        <source>GPU prices and the selected options form the full quote.</source>
        <translation>De GPU-prijzen en de gekozen opties vormen samen de volledige offerte.</translation>
    </message>
    <message>
        <source>Usable per GPU: %1</source>
        <translation>Bruikbaar per GPU: %1</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total per GPU: %1 of %2 usable</source>
        <translation>Totaal per GPU: %1 van %2 bruikbaar</translation>
    </message>
    <message>
        <source>Fit on the selected GPUs</source>
        <translation>Past het op de gekozen GPU&apos;s?</translation>
    </message>
    <message>
        <source>Memory per GPU. GPUs holding one model replica: %1; replicas: %2. Replicas do not pool memory.</source>
        <translation>Geheugen per GPU. GPU&apos;s per modelreplica: %1; replica&apos;s: %2. Replica&apos;s delen geen geheugen.</translation>
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
        <translation>Tensorparallelle graad</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Precisie van de gewichten</translation>
    </message>
    <message>
        <source>KV-cache dtype</source>
        <translation>Datatype van de KV-cache</translation>
    </message>
    <message>
        <source>Context length (tokens)</source>
        <translation>Contextlengte (tokens)</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Gelijktijdige sequenties</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Assumptions of the estimate</source>
        <translation>Aannames van de schatting</translation>
    </message>
    <message>
        <source>Retention and deletion</source>
        <translation>Bewaren en verwijderen</translation>
    </message>
    <message>
        <source>Signed off for the customer team</source>
        <translation>Getekend namens het klantteam</translation>
    </message>
    <message>
        <source>Signed off for the provider</source>
        <translation>Getekend namens de aanbieder</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Functie</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <source>Definitions explain concepts; they do not guarantee that a specific workload, library version or topology is supported.</source>
        <translation>Definities leggen begrippen uit; ze garanderen niet dat een bepaalde werklast, bibliotheekversie of topologie wordt ondersteund.</translation>
    </message>
    <message>
        <source>Choose a file name for the quote PDF.</source>
        <translation>Kies een bestandsnaam voor de offerte-PDF.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the folder &quot;%2&quot; does not exist.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: de map &quot;%2&quot; bestaat niet.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: that path is a folder.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: dat pad is een map.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the PDF could not be drawn.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: de PDF kon niet worden getekend.</translation>
    </message>
    <message>
        <source>binding constraint: %1</source>
        <translation>beperkende factor: %1</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>K %1, V %2</source>
        <translation>K %1, V %2</translation>
    </message>
    <message>
        <source>Created: %1</source>
        <translation>Aangemaakt: %1</translation>
    </message>
    <message>
        <source>Valid until: %1</source>
        <translation>Geldig tot en met: %1</translation>
    </message>
    <message>
        <source>Price-list source: %1</source>
        <translation>Bron van de prijslijst: %1</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>on-demand</translation>
    </message>
    <message>
        <source>spot (interruptible)</source>
        <translation>spot (onderbreekbaar)</translation>
    </message>
    <message>
        <source>fixed term, paid up front</source>
        <translation>vaste huurtermijn, vooraf betaald</translation>
    </message>
    <message>
        <source>GPU-day</source>
        <translation>GPU-dag</translation>
    </message>
    <message>
        <source>GPU-week</source>
        <translation>GPU-week</translation>
    </message>
    <message>
        <source>GPU-month</source>
        <translation>GPU-maand</translation>
    </message>
    <message>
        <source>GPU rental: %1, %2
%3 × %4 (%5&#xa0;h) = %6&#xa0;h · billed quantity: %7</source>
        <translation>GPU-huur: %1, %2
%3 × %4 (%5&#xa0;h) = %6&#xa0;h · gefactureerde hoeveelheid: %7</translation>
    </message>
    <message>
        <source>Dedicated hosting instead of shared
surcharge on %1 GPU-hours</source>
        <translation>Dedicated hosting in plaats van gedeeld
toeslag op %1 GPU-uren</translation>
    </message>
    <message>
        <source>Support: %1
%2&#xa0;h of 720&#xa0;h per month = %3 months</source>
        <translation>Ondersteuning: %1
%2&#xa0;h van 720&#xa0;h per maand = %3 maanden</translation>
    </message>
    <message>
        <source>Storage for the paid %1&#xa0;h
= %2 GB-months (1 month = 720&#xa0;h)</source>
        <translation>Opslag voor de betaalde %1&#xa0;h
= %2 GB-maanden (1 maand = 720&#xa0;h)</translation>
    </message>
    <message>
        <source>Egress: data leaving the provider</source>
        <translation>Uitgaand verkeer: data die de aanbieder verlaat</translation>
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
        <translation>Uren</translation>
    </message>
    <message>
        <source>Net (%1)</source>
        <translation>Netto (%1)</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>per %1</translation>
    </message>
    <message>
        <source>Spot line: the capacity can be interrupted; the job needs a recovery plan (training checkpoints).</source>
        <translation>Spotregel: de capaciteit kan worden onderbroken; de taak heeft een herstelplan nodig (trainingscheckpoints).</translation>
    </message>
    <message>
        <source>Subtotal (net)</source>
        <translation>Subtotaal (netto)</translation>
    </message>
    <message>
        <source>of which up front (fixed terms)</source>
        <translation>waarvan vooraf (vaste huurtermijnen)</translation>
    </message>
    <message>
        <source>of which metered</source>
        <translation>waarvan naar verbruik</translation>
    </message>
    <message>
        <source>VAT %1&#xa0;% on %2</source>
        <translation>Btw %1&#xa0;% over %2</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>Btw</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>niet inbegrepen</translation>
    </message>
    <message>
        <source>Paid period of this quote: %1 × %2 of %3 hours = %4 hours.</source>
        <translation>Betaalde periode van deze offerte: %1 × %2 van %3 uur = %4 uur.</translation>
    </message>
    <message>
        <source>Fixed terms are paid up front; on-demand and spot hours, storage and egress are metered.</source>
        <translation>Vaste huurtermijnen worden vooraf betaald; on-demand- en spot-uren, opslag en uitgaand verkeer worden naar verbruik gefactureerd.</translation>
    </message>
    <message>
        <source>Prices exclude VAT and other taxes.</source>
        <translation>Prijzen zijn exclusief btw en andere belastingen.</translation>
    </message>
    <message>
        <source>VAT is computed per rate on the sum of the net lines and rounded once, half up.</source>
        <translation>De btw wordt per tarief berekend over de som van de nettoregels en één keer afgerond, half naar boven.</translation>
    </message>
    <message>
        <source>Spot capacity can be interrupted at short notice: a job on a spot line needs a recovery plan, such as training checkpoints it can resume from.</source>
        <translation>Spotcapaciteit kan op korte termijn worden onderbroken: een taak op een spotregel heeft een herstelplan nodig, zoals trainingscheckpoints van waaruit ze kan worden hervat.</translation>
    </message>
    <message>
        <source>Measurement notes</source>
        <translation>Meetnotities</translation>
    </message>
    <message>
        <source>Record each figure separately before the offer is fixed; an empty value is still to be measured.</source>
        <translation>Leg elk getal afzonderlijk vast voordat de aanbieding definitief wordt; een lege waarde moet nog worden gemeten.</translation>
    </message>
    <message>
        <source>to be measured</source>
        <translation>nog te meten</translation>
    </message>
    <message>
        <source>Input tokens per month</source>
        <translation>Invoertokens per maand</translation>
    </message>
    <message>
        <source>Output tokens per month</source>
        <translation>Uitvoertokens per maand</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>Gelijktijdige verzoeken</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>Foutpercentage</translation>
    </message>
    <message>
        <source>Data refresh frequency</source>
        <translation>Verversingsfrequentie van de gegevens</translation>
    </message>
    <message>
        <source>Operates</source>
        <translation>Beheer</translation>
    </message>
    <message>
        <source>Bills</source>
        <translation>Facturering</translation>
    </message>
    <message>
        <source>Cost of the period</source>
        <translation>Kosten van de periode</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>Kosten bij stilstand</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Uitgaand verkeer</translation>
    </message>
    <message>
        <source>The same workload served three ways over the paid period of this quote (%1 hours). Each route leaves different work with you.</source>
        <translation>Dezelfde werklast, op drie manieren bediend gedurende de betaalde periode van deze offerte (%1 uur). Elke route laat ander werk bij de klant.</translation>
    </message>
    <message>
        <source>Route prices: %1; source %2, retrieved %3.</source>
        <translation>Routeprijzen: %1; bron %2, opgehaald %3.</translation>
    </message>
    <message>
        <source>Three routes compared</source>
        <translation>Drie routes vergeleken</translation>
    </message>
    <message>
        <source>This offer states at which layer retention and deletion are applied, what evidence is delivered, and which responsibilities stay with the customer team. Both sides sign it off before the rental starts.</source>
        <translation>Deze aanbieding legt vast op welke laag bewaring en verwijdering worden toegepast, welk bewijs wordt geleverd en welke verantwoordelijkheden bij het klantteam blijven. Beide partijen tekenen de aanbieding af voordat de huur begint.</translation>
    </message>
    <message>
        <source>1. Layer where retention and deletion are applied</source>
        <translation>1. Laag waarop bewaring en verwijdering worden toegepast</translation>
    </message>
    <message>
        <source>2. Evidence delivered</source>
        <translation>2. Geleverd bewijs</translation>
    </message>
    <message>
        <source>3. Responsibilities that stay with the customer team</source>
        <translation>3. Verantwoordelijkheden die bij het klantteam blijven</translation>
    </message>
    <message>
        <source>The quote PDF could not be drawn.</source>
        <translation>De offerte-PDF kon niet worden getekend.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: that path is not a regular file.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: dat pad is geen gewoon bestand.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the folder &quot;%2&quot; is read-only or you may not write to it.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: de map &quot;%2&quot; is alleen-lezen of u mag er niet in schrijven.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the disk is full (%2 bytes to write); the file was not changed.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: de schijf is vol (%2 bytes te schrijven); het bestand is niet gewijzigd.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot; in the folder &quot;%2&quot;: %3</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot; (map &quot;%2&quot;): %3</translation>
    </message>
    <message>
        <source>The prices below are for this configuration as quoted.</source>
        <translation>De onderstaande prijzen gelden voor deze configuratie zoals geoffreerd.</translation>
    </message>
    <message>
        <source>Layer split</source>
        <translation>Verdeling per laag</translation>
    </message>
    <message>
        <source>%1 GPUs, layers per GPU: %2 (--split-mode layer)</source>
        <translation>%1 GPU&apos;s, lagen per GPU: %2 (--split-mode layer)</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>piek</translation>
    </message>
    <message>
        <source>In the peak phase (%1):</source>
        <translation>In de piekfase (%1):</translation>
    </message>
    <message>
        <source>Workload: %1. Memory per GPU during a training step (forward pass, backward pass and optimizer step).</source>
        <translation>Werklast: %1. Geheugen per GPU tijdens een trainingsstap (voorwaartse doorgang, terugwaartse doorgang en optimizerstap).</translation>
    </message>
    <message>
        <source>Workload: %1. Memory per GPU in each phase of the pipeline; the largest phase decides the fit.</source>
        <translation>Werklast: %1. Geheugen per GPU in elke fase van de pijplijn; de grootste fase bepaalt of het past.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Werklast</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Denoiser precision</source>
        <translation>Precisie van de denoiser</translation>
    </message>
    <message>
        <source>Checkpoint storage: 1 checkpoint kept (%1&#xa0;GB)</source>
        <translation>Checkpointopslag: 1 checkpoint bewaard (%1&#xa0;GB)</translation>
    </message>
    <message>
        <source>Checkpoint storage: %1 checkpoints kept (%2&#xa0;GB each)</source>
        <translation>Checkpointopslag: %1 checkpoints bewaard (elk %2&#xa0;GB)</translation>
    </message>
    <message>
        <source>for the paid %1&#xa0;h = %2 GB-months (1 month = 720&#xa0;h)</source>
        <translation>voor de betaalde %1&#xa0;h = %2 GB-maanden (1 maand = 720&#xa0;h)</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Doorvoer</translation>
    </message>
</context>
<context>
    <name>headroom::quote::QuoteStore</name>
    <message>
        <source>The quote history is not open.</source>
        <translation>De offertegeschiedenis is niet geopend.</translation>
    </message>
    <message>
        <source>The idempotency key is empty.</source>
        <translation>De idempotentiesleutel is leeg.</translation>
    </message>
    <message>
        <source>The idempotency key is %1 characters long; at most %2 are allowed.</source>
        <translation>De idempotentiesleutel is %1 tekens lang; hoogstens %2 zijn toegestaan.</translation>
    </message>
    <message>
        <source>The idempotency key may contain only printable ASCII characters; character %1 (U+%2) is not one.</source>
        <translation>De idempotentiesleutel mag alleen afdrukbare ASCII-tekens bevatten; teken %1 (U+%2) is dat niet.</translation>
    </message>
    <message>
        <source>No file name was given for the quote history.</source>
        <translation>Er is geen bestandsnaam opgegeven voor de offertegeschiedenis.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the quote history.</source>
        <translation>Kan de map %1 voor de offertegeschiedenis niet aanmaken.</translation>
    </message>
    <message>
        <source>Unknown operation kind “%1” (expected export_pdf or save).</source>
        <translation>Onbekend soort bewerking „%1” (verwacht: export_pdf of save).</translation>
    </message>
    <message>
        <source>The configuration fingerprint is empty.</source>
        <translation>De vingerafdruk van de configuratie is leeg.</translation>
    </message>
    <message>
        <source>The date of the operation is not valid.</source>
        <translation>De datum van de bewerking is ongeldig.</translation>
    </message>
    <message>
        <source>The idempotency key %1 was already used for a different configuration (quote %2). Use a new key for a changed quote.</source>
        <translation>De idempotentiesleutel %1 is al gebruikt voor een andere configuratie (offerte %2). Gebruik een nieuwe sleutel voor een gewijzigde offerte.</translation>
    </message>
    <message>
        <source>The idempotency key %1 was already used for another operation (%2). Use a new key.</source>
        <translation>De idempotentiesleutel %1 is al gebruikt voor een andere bewerking (%2). Gebruik een nieuwe sleutel.</translation>
    </message>
    <message>
        <source>The operation with idempotency key %1 is still running; wait for it to finish.</source>
        <translation>De bewerking met idempotentiesleutel %1 loopt nog; wacht tot die klaar is.</translation>
    </message>
    <message>
        <source>All %1 quote references of %2 have been issued.</source>
        <translation>Alle %1 offertereferenties van %2 zijn uitgegeven.</translation>
    </message>
    <message>
        <source>The result hash must be a SHA-256 digest (32 bytes or 64 hexadecimal digits).</source>
        <translation>De resultaathash moet een SHA-256-digest zijn (32 bytes of 64 hexadecimale cijfers).</translation>
    </message>
    <message>
        <source>No operation with idempotency key %1 was started.</source>
        <translation>Er is geen bewerking met idempotentiesleutel %1 gestart.</translation>
    </message>
    <message>
        <source>The operation with idempotency key %1 already completed with another result.</source>
        <translation>De bewerking met idempotentiesleutel %1 is al voltooid met een ander resultaat.</translation>
    </message>
    <message>
        <source>The operation with idempotency key %1 failed; start it again before completing it.</source>
        <translation>De bewerking met idempotentiesleutel %1 is mislukt; start ze opnieuw voordat ze wordt voltooid.</translation>
    </message>
    <message>
        <source>The operation with idempotency key %1 already completed; it cannot fail any more.</source>
        <translation>De bewerking met idempotentiesleutel %1 is al voltooid; die kan niet meer mislukken.</translation>
    </message>
    <message>
        <source>There is no quote with reference %1.</source>
        <translation>Er is geen offerte met referentie %1.</translation>
    </message>
    <message>
        <source>The quote history %1 does not exist.</source>
        <translation>De offertegeschiedenis %1 bestaat niet.</translation>
    </message>
    <message>
        <source>%1 is not a Headroom quote history (it is not a regular file). It was left unchanged.</source>
        <translation>%1 is geen offertegeschiedenis van Headroom (het is geen gewoon bestand). Het is niet gewijzigd.</translation>
    </message>
    <message>
        <source>The idempotency key %1 is being used by another export (waited %2 s); try again.</source>
        <translation>De idempotentiesleutel %1 wordt door een andere export gebruikt (%2 s gewacht); probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Cannot create the quote history %1: %2.</source>
        <translation>Kan de offertegeschiedenis %1 niet aanmaken: %2.</translation>
    </message>
    <message>
        <source>Cannot upgrade the quote history %1 to schema version %2: %3.</source>
        <translation>Kan de offertegeschiedenis %1 niet bijwerken naar schemaversie %2: %3.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::RentMessages</name>
    <message>
        <source>The largest GPU count must be between 1 and %1.</source>
        <translation>Het hoogste aantal GPU&apos;s moet tussen 1 en %1 liggen.</translation>
    </message>
    <message>
        <source>The number of terms must be at least 1.</source>
        <translation>Het aantal termijnen moet minstens 1 zijn.</translation>
    </message>
    <message>
        <source>The number of answers must be between 1 and %1.</source>
        <translation>Het aantal antwoorden moet tussen 1 en %1 liggen.</translation>
    </message>
    <message>
        <source>The utilisation must be between 1 and 100 percent.</source>
        <translation>De benutting moet tussen 1 en 100 procent liggen.</translation>
    </message>
    <message>
        <source>A speed target must be a number of tokens per second above 0.</source>
        <translation>Een snelheidsdoel moet een aantal tokens per seconde boven 0 zijn.</translation>
    </message>
    <message>
        <source>Only inference can be rented this way; choose the inference workload.</source>
        <translation>Alleen inferentie kan op deze manier worden gehuurd; kies de inferentiewerklast.</translation>
    </message>
    <message>
        <source>The price list &quot;%1&quot; prices no GPU of the catalogue with the chosen pricing.</source>
        <translation>De prijslijst &quot;%1&quot; prijst met de gekozen prijsstelling geen enkele GPU uit de catalogus.</translation>
    </message>
</context>
<context>
    <name>headroom::quote::Routes</name>
    <message>
        <source>%1: unknown key &quot;%2&quot;.</source>
        <translation>%1: onbekende sleutel &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a non-empty string.</source>
        <translation>%1: &quot;%2&quot; moet een niet-lege tekenreeks zijn.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a whole number of micro-units, 0 or more.</source>
        <translation>%1: &quot;%2&quot; moet een geheel aantal micro-eenheden zijn, 0 of meer.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a date YYYY-MM-DD.</source>
        <translation>%1: &quot;%2&quot; moet een datum in de vorm JJJJ-MM-DD zijn.</translation>
    </message>
    <message>
        <source>%1: &quot;source&quot; must be an object with url and retrieved.</source>
        <translation>%1: &quot;source&quot; moet een object met url en retrieved zijn.</translation>
    </message>
    <message>
        <source>%1: &quot;url&quot; must start with https://.</source>
        <translation>%1: &quot;url&quot; moet beginnen met https://.</translation>
    </message>
    <message>
        <source>Route prices: not valid JSON at byte %1 (%2).</source>
        <translation>Routeprijzen: geen geldige JSON op byte %1 (%2).</translation>
    </message>
    <message>
        <source>Route prices: the file must hold one JSON object.</source>
        <translation>Routeprijzen: het bestand moet één JSON-object bevatten.</translation>
    </message>
    <message>
        <source>Route prices: &quot;format&quot; must be &quot;headroom-route-prices&quot;.</source>
        <translation>Routeprijzen: &quot;format&quot; moet &quot;headroom-route-prices&quot; zijn.</translation>
    </message>
    <message>
        <source>Route prices: &quot;version&quot; must be %1.</source>
        <translation>Routeprijzen: &quot;version&quot; moet %1 zijn.</translation>
    </message>
    <message>
        <source>%1: &quot;currency&quot; must be an ISO 4217 code such as USD.</source>
        <translation>%1: &quot;currency&quot; moet een ISO 4217-code zijn, zoals USD.</translation>
    </message>
    <message>
        <source>%1: &quot;example_data&quot; must be true or false.</source>
        <translation>%1: &quot;example_data&quot; moet true of false zijn.</translation>
    </message>
    <message>
        <source>%1: &quot;managed_endpoints&quot; must be an array.</source>
        <translation>%1: &quot;managed_endpoints&quot; moet een array zijn.</translation>
    </message>
    <message>
        <source>%1: must be an object.</source>
        <translation>%1: moet een object zijn.</translation>
    </message>
    <message>
        <source>Route prices: %1</source>
        <translation>Routeprijzen: %1</translation>
    </message>
    <message>
        <source>The route prices are in %1 and the quote in %2: no figure.</source>
        <translation>De routeprijzen zijn in %1 en de offerte in %2: geen bedrag.</translation>
    </message>
    <message>
        <source>Hosted model API</source>
        <translation>Gehoste model-API</translation>
    </message>
    <message>
        <source>The provider runs model, runtime and hardware; you call an API.</source>
        <translation>De aanbieder beheert model, runtime en hardware; de klant roept een API aan.</translation>
    </message>
    <message>
        <source>Nothing is billed without requests.</source>
        <translation>Zonder verzoeken wordt niets gefactureerd.</translation>
    </message>
    <message>
        <source>Egress: usually included in the token price.</source>
        <translation>Uitgaand verkeer: meestal inbegrepen in de tokenprijs.</translation>
    </message>
    <message>
        <source>Input and output tokens per month are to be measured; no figure without them.</source>
        <translation>Invoer- en uitvoertokens per maand moeten nog worden gemeten; zonder die waarden geen bedrag.</translation>
    </message>
    <message>
        <source>%1 input and %2 output tokens a month (720 h), over %3 h.</source>
        <translation>%1 invoer- en %2 uitvoertokens per maand (720 h), over %3 h.</translation>
    </message>
    <message>
        <source>Managed endpoint</source>
        <translation>Beheerd endpoint</translation>
    </message>
    <message>
        <source>The provider runs runtime and hardware; you choose model and scale.</source>
        <translation>De aanbieder beheert runtime en hardware; de klant kiest model en schaal.</translation>
    </message>
    <message>
        <source>Billed while the endpoint is up, with or without requests.</source>
        <translation>Gefactureerd zolang het endpoint actief is, met of zonder verzoeken.</translation>
    </message>
    <message>
        <source>Egress: per the provider&apos;s terms; not in this figure.</source>
        <translation>Uitgaand verkeer: volgens de voorwaarden van de aanbieder; niet in dit bedrag.</translation>
    </message>
    <message>
        <source>Per endpoint-hour; the route prices have no example for %1.</source>
        <translation>Per endpoint-uur; de routeprijzen hebben geen voorbeeld voor %1.</translation>
    </message>
    <message>
        <source>No endpoint price for %1: no figure.</source>
        <translation>Geen endpointprijs voor %1: geen bedrag.</translation>
    </message>
    <message>
        <source>Own runtime</source>
        <translation>Eigen runtime</translation>
    </message>
    <message>
        <source>You run engine, updates and scaling; the provider runs the hardware.</source>
        <translation>De klant beheert engine, updates en schaling; de aanbieder beheert de hardware.</translation>
    </message>
    <message>
        <source>Per GPU-hour: the GPU lines of this quote, %1 GPU-hours.</source>
        <translation>Per GPU-uur: de GPU-regels van deze offerte, %1 GPU-uren.</translation>
    </message>
    <message>
        <source>The full paid period; stopping does not pause billing.</source>
        <translation>De volledige betaalde periode; stoppen pauzeert de facturering niet.</translation>
    </message>
    <message>
        <source>Egress: %1 per GB per the price list; %2 GB in this quote.</source>
        <translation>Uitgaand verkeer: %1 per GB volgens de prijslijst; %2 GB in deze offerte.</translation>
    </message>
    <message>
        <source>Egress: per GB per the price list; none in this quote.</source>
        <translation>Uitgaand verkeer: per GB volgens de prijslijst; deze offerte bevat geen uitgaand verkeer.</translation>
    </message>
    <message>
        <source>The quote&apos;s GPU lines; storage, support and egress extra.</source>
        <translation>De GPU-regels van de offerte; opslag, ondersteuning en uitgaand verkeer komen erbij.</translation>
    </message>
    <message>
        <source>the route prices</source>
        <translation>de routeprijzen</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a whole number from %3 to %4.</source>
        <translation>%1: &quot;%2&quot; moet een geheel getal van %3 tot en met %4 zijn.</translation>
    </message>
    <message>
        <source>%1, mixture of experts</source>
        <translation>%1, mixture-of-experts (MoE)</translation>
    </message>
    <message>
        <source>%1, dense</source>
        <translation>%1, dense</translation>
    </message>
    <message>
        <source>%1: &quot;model_api&quot; must be an array of prices per model size class.</source>
        <translation>%1: &quot;model_api&quot; moet een array van prijzen per grootteklasse van het model zijn.</translation>
    </message>
    <message>
        <source>%1: &quot;size_class&quot; must be one of up-to-10b, 10b-40b, 40b-120b, above-120b.</source>
        <translation>%1: &quot;size_class&quot; moet een van deze waarden zijn: up-to-10b, 10b-40b, 40b-120b, above-120b.</translation>
    </message>
    <message>
        <source>%1: &quot;architecture&quot; must be &quot;dense&quot; or &quot;moe&quot;.</source>
        <translation>%1: &quot;architecture&quot; moet &quot;dense&quot; of &quot;moe&quot; zijn.</translation>
    </message>
    <message>
        <source>%1: size class &quot;%2&quot; (%3) is listed twice.</source>
        <translation>%1: grootteklasse &quot;%2&quot; (%3) staat er twee keer in.</translation>
    </message>
    <message>
        <source>%1: GPU &quot;%2&quot; with %3 GPUs is listed twice.</source>
        <translation>%1: GPU &quot;%2&quot; met %3 GPU&apos;s staat er twee keer in.</translation>
    </message>
    <message>
        <source>Per million tokens; the price depends on the size of the model, which this quote does not state.</source>
        <translation>Per miljoen tokens; de prijs hangt af van de grootte van het model, die deze offerte niet vermeldt.</translation>
    </message>
    <message>
        <source>No hosted price for a comparable model is known: the quote names no model with a parameter count.</source>
        <translation>Geen prijs bekend voor een vergelijkbaar gehost model: de offerte noemt geen model met een aantal parameters.</translation>
    </message>
    <message>
        <source>Per million tokens; the route prices have no example for models of %1.</source>
        <translation>Per miljoen tokens; de routeprijzen hebben geen voorbeeld voor modellen met %1.</translation>
    </message>
    <message>
        <source>No hosted price for a comparable model is known (%1, %2): no figure.</source>
        <translation>Geen prijs bekend voor een vergelijkbaar gehost model (%1, %2): geen bedrag.</translation>
    </message>
    <message>
        <source>Per million tokens: %1 input, %2 output (%3, %4; the example for models of %5).</source>
        <translation>Per miljoen tokens: %1 invoer, %2 uitvoer (%3, %4; het voorbeeld voor modellen met %5).</translation>
    </message>
    <message>
        <source>Per endpoint-hour: %1 for one endpoint with one %2 (%3, %4).</source>
        <translation>Per endpoint-uur: %1 voor één endpoint met één %2 (%3, %4).</translation>
    </message>
    <message>
        <source>Per endpoint-hour: %1 for one endpoint with %2 × %3 (%4, %5).</source>
        <translation>Per endpoint-uur: %1 voor één endpoint met %2 × %3 (%4, %5).</translation>
    </message>
    <message>
        <source>Per endpoint-hour: %1 for one %2, × %3 GPUs = %4 for one endpoint (%5, %6).</source>
        <translation>Per endpoint-uur: %1 voor één %2, × %3 GPU&apos;s = %4 voor één endpoint (%5, %6).</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Endpoints: %1, one GPU each (assumed: the quote has no fit), up for %2 h.</source>
        <translation>Endpoints: %1, elk met één GPU (aangenomen: de offerte heeft geen geheugencontrole), actief gedurende %2 h.</translation>
    </message>
    <message>
        <source>Endpoints: %1, one GPU each (one replica needs one GPU in the fit), up for %2 h.</source>
        <translation>Endpoints: %1, elk met één GPU (volgens de geheugencontrole heeft één replica één GPU nodig), actief gedurende %2 h.</translation>
    </message>
    <message>
        <source>Endpoints: %1, each with %2 (the GPUs one replica needs in the fit), up for %3 h.</source>
        <translation>Endpoints: %1, elk met %2 (de GPU&apos;s die één replica volgens de geheugencontrole nodig heeft), actief gedurende %3 h.</translation>
    </message>
    <message>
        <source>up to 10B parameters</source>
        <translation>maximaal 10B parameters</translation>
    </message>
    <message>
        <source>10B to 40B parameters</source>
        <translation>10B tot 40B parameters</translation>
    </message>
    <message>
        <source>40B to 120B parameters</source>
        <translation>40B tot 120B parameters</translation>
    </message>
    <message>
        <source>more than 120B parameters</source>
        <translation>meer dan 120B parameters</translation>
    </message>
    <message>
        <source>Route prices: version 1 files are no longer read: their one &quot;model_api&quot; price does not say which model size it is for. Give a price per size class and &quot;version&quot;: %1 (resources/catalog/README.md).</source>
        <translation>Routeprijzen: bestanden van versie 1 worden niet meer gelezen: hun enige &quot;model_api&quot;-prijs vermeldt niet voor welke modelgrootte die geldt. Geef een prijs per grootteklasse en &quot;version&quot;: %1 (resources/catalog/README.md).</translation>
    </message>
    <message>
        <source>Endpoints: %1, each with %2: the quoted GPUs cannot hold one replica, so the endpoint has the fewest GPUs of this kind that can; up for %3 h.</source>
        <translation>Endpoints: %1, elk met %2: de geoffreerde GPU&apos;s kunnen geen replica bevatten, dus het endpoint heeft het kleinste aantal GPU&apos;s van dit type dat dat wel kan; actief gedurende %3 h.</translation>
    </message>
    <message>
        <source>Per million tokens: no figure, the quoted configuration does not fit.</source>
        <translation>Per miljoen tokens: geen bedrag, de geoffreerde configuratie past niet.</translation>
    </message>
    <message>
        <source>Per million tokens: no figure, the throughput is not known for this GPU.</source>
        <translation>Per miljoen tokens: geen bedrag, de doorvoer van deze GPU is niet bekend.</translation>
    </message>
    <message>
        <source>Per million tokens: no figure for this period.</source>
        <translation>Per miljoen tokens: geen bedrag voor deze periode.</translation>
    </message>
    <message>
        <source>Per million tokens at %1 % utilisation over %2 h: %3 output (%4 tokens/s decoding in total), %5 input (%6 tokens/s prefill in total).</source>
        <translation>Per miljoen tokens bij %1 % benutting over %2 h: %3 uitvoer (%4 tokens/s decoderen in totaal), %5 invoer (%6 tokens/s prefill in totaal).</translation>
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
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>1 sequence</source>
        <translation>1 sequentie</translation>
    </message>
    <message numerus="yes">
        <source>%1 sequences</source>
        <translation>
            <numerusform>%1 sequentie</numerusform>
            <numerusform>%1 sequenties</numerusform>
        </translation>
    </message>
    <message>
        <source>1 KV head</source>
        <translation>1 KV-head</translation>
    </message>
    <message numerus="yes">
        <source>%1 KV heads</source>
        <translation>
            <numerusform>%1 KV-head</numerusform>
            <numerusform>%1 KV-heads</numerusform>
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
            <numerusform>%1 GPU&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>1 parallel sequence</source>
        <translation>1 parallelle sequentie</translation>
    </message>
    <message numerus="yes">
        <source>%1 parallel sequences</source>
        <translation>
            <numerusform>%1 parallelle sequentie</numerusform>
            <numerusform>%1 parallelle sequenties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list: 27, 27 and 26</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>items of a list before the last two: 27, 27 and 26</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Weights: %1 parameters stored as %2 (%3 bits each); every tensor, including embeddings, norms and all experts, uses this precision.</source>
        <translation>Gewichten: %1 parameters opgeslagen als %2 (elk %3 bits); elke tensor, inclusief embeddings, normalisatielagen en alle experts, gebruikt deze precisie.</translation>
    </message>
    <message>
        <source>Weights: %1, priced per tensor class of the architecture (%2 parameters): linear weights, experts, embeddings, LM head, norms and routers each at the precision the format keeps them in.</source>
        <translation>Gewichten: %1, berekend per tensorklasse van de architectuur (%2 parameters): lineaire gewichten, experts, embeddings, LM-head, normalisatielagen en routers, elk op de precisie waarin het formaat ze bewaart.</translation>
    </message>
    <message>
        <source>No tensor parallelism: each GPU holds a full copy of the model.</source>
        <translation>Geen tensorparallellisme: elke GPU bevat een volledige kopie van het model.</translation>
    </message>
    <message numerus="yes">
        <source>Tensor parallelism over %1 GPUs: weights and the FFN working set are split evenly across them.</source>
        <translation>
            <numerusform>Tensorparallellisme over %1 GPU: de gewichten en de werkset van de FFN staan op deze GPU.</numerusform>
            <numerusform>Tensorparallellisme over %1 GPU&apos;s: de gewichten en de werkset van de FFN worden gelijkmatig over deze GPU&apos;s verdeeld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replicas of %2 each run independently and do not pool memory.</source>
        <comment>%2 = &apos;4 GPUs&apos;</comment>
        <translation>
            <numerusform>%1 replica van %2 draait onafhankelijk en deelt geen geheugen.</numerusform>
            <numerusform>%1 replica&apos;s van %2 draaien elk onafhankelijk en delen geen geheugen.</numerusform>
        </translation>
    </message>
    <message>
        <source>KV cache: %1, %2 for each of %3, full context in every layer, %4 per GPU.</source>
        <comment>%1 = KV types (f16), %2 = &apos;8,192 tokens&apos;, %3 = &apos;2 sequences&apos;, %4 = &apos;8 KV heads&apos;</comment>
        <translation>KV-cache: %1, %2 voor elk van %3, volledige context in elke laag, %4 per GPU.</translation>
    </message>
    <message numerus="yes">
        <source>Sliding-window and chunked layers keep at most their window (%1 tokens) per sequence.</source>
        <translation>
            <numerusform>Lagen met schuivend venster en lagen per blok bewaren per sequentie hoogstens hun venster (%1 token).</numerusform>
            <numerusform>Lagen met schuivend venster en lagen per blok bewaren per sequentie hoogstens hun venster (%1 tokens).</numerusform>
        </translation>
    </message>
    <message>
        <source>MLA layers cache the decompressed keys and values of every head, as Transformers does.</source>
        <translation>MLA-lagen cachen de gedecomprimeerde keys en values van elke head, zoals Transformers dat doet.</translation>
    </message>
    <message>
        <source>The model has fewer KV heads (%1) than GPUs (%2), so each GPU keeps a replicated copy of one KV head.</source>
        <translation>Het model heeft minder KV-heads (%1) dan GPU&apos;s (%2), dus elke GPU bewaart een gerepliceerde kopie van één KV-head.</translation>
    </message>
    <message numerus="yes">
        <source>Activations: a prefill chunk of %1 tokens with an f32 FFN working set, flash attention, and f32 logits for each sequence.</source>
        <translation>
            <numerusform>Activaties: een prefill-blok van %1 token met een FFN-werkset in f32, flash attention en f32-logits voor elke sequentie.</numerusform>
            <numerusform>Activaties: een prefill-blok van %1 tokens met een FFN-werkset in f32, flash attention en f32-logits voor elke sequentie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runtime overhead: %1 MiB per GPU for the CUDA context, libraries and allocator slack.</source>
        <translation>Runtime-overhead: %1 MiB per GPU voor de CUDA-context, bibliotheken en speling van de allocator.</translation>
    </message>
    <message>
        <source>Usable memory per GPU is the total the driver reports (%1 bytes); no engine reserve is subtracted.</source>
        <translation>Het bruikbare geheugen per GPU is het totaal dat de driver rapporteert (%1 bytes); er wordt geen reserve voor de engine afgetrokken.</translation>
    </message>
    <message>
        <source>vLLM V1 with tensor parallelism %1; KV heads per GPU are max(1, heads / %1), an MLA latent is replicated.</source>
        <translation>vLLM V1 met tensorparallellisme %1; KV-heads per GPU: max(1, heads / %1); een MLA-latent wordt gerepliceerd.</translation>
    </message>
    <message numerus="yes">
        <source>vLLM V1 with tensor parallelism %1, %2 independent replicas; KV heads per GPU are max(1, heads / %1), an MLA latent is replicated.</source>
        <translation>
            <numerusform>vLLM V1 met tensorparallellisme %1, %2 onafhankelijke replica; KV-heads per GPU: max(1, heads / %1); een MLA-latent wordt gerepliceerd.</numerusform>
            <numerusform>vLLM V1 met tensorparallellisme %1, %2 onafhankelijke replica&apos;s; KV-heads per GPU: max(1, heads / %1); een MLA-latent wordt gerepliceerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>KV cache budget: %1 % of the GPU minus weights, the profiled activation peak (%2 MiB, a dummy step of %3 tokens and a sampler pass over %4 sequences) and %5 MiB of non-torch memory.</source>
        <comment>%1 = gpu_memory_utilization in percent, one decimal</comment>
        <translation>Budget van de KV-cache: %1 % van de GPU min de gewichten, de geprofileerde activatiepiek (%2 MiB, een dummystap van %3 tokens en een samplerdoorgang over %4 sequenties) en %5 MiB geheugen buiten torch.</translation>
    </message>
    <message numerus="yes">
        <source>KV cache: %1, blocks of %2 tokens; sliding-window layers keep their window plus max_num_batched_tokens.</source>
        <translation>
            <numerusform>KV-cache: %1, blokken van %2 token; lagen met schuivend venster bewaren hun venster plus max_num_batched_tokens.</numerusform>
            <numerusform>KV-cache: %1, blokken van %2 tokens; lagen met schuivend venster bewaren hun venster plus max_num_batched_tokens.</numerusform>
        </translation>
    </message>
    <message>
        <source>The layers&apos; KV page sizes are not multiples of each other; vLLM cannot unify them, the estimate rounds the smaller pages up.</source>
        <translation>De KV-paginagroottes van de lagen zijn geen veelvouden van elkaar; vLLM kan ze niet gelijktrekken, de schatting rondt de kleinere pagina&apos;s naar boven af.</translation>
    </message>
    <message>
        <source>CUDA graphs: about %1 MiB, taken from the KV cache budget.</source>
        <translation>CUDA-graphs: ongeveer %1 MiB, afgenomen van het budget van de KV-cache.</translation>
    </message>
    <message>
        <source>CUDA graphs: about %1 MiB, captured after the KV cache inside the reserve.</source>
        <translation>CUDA-graphs: ongeveer %1 MiB, na de KV-cache vastgelegd binnen de reserve.</translation>
    </message>
    <message numerus="yes">
        <source>The reserve outside the budget must hold the CUDA context (%1 MiB); at most %2 sequences run at once (max_num_seqs).</source>
        <translation>
            <numerusform>De reserve buiten het budget moet de CUDA-context (%1 MiB) kunnen bevatten; er draait hoogstens %2 sequentie tegelijk (max_num_seqs).</numerusform>
            <numerusform>De reserve buiten het budget moet de CUDA-context (%1 MiB) kunnen bevatten; er draaien hoogstens %2 sequenties tegelijk (max_num_seqs).</numerusform>
        </translation>
    </message>
    <message>
        <source>Ollama: num_ctx %1 x %2 = %3 cells in one cache, padded to %4.</source>
        <comment>%2 = &apos;2 parallel sequences&apos;</comment>
        <translation>Ollama: num_ctx %1 x %2 = %3 cellen in één cache, opgevuld tot %4.</translation>
    </message>
    <message>
        <source>%1: run with -c %2 -np %3; the context is shared by the sequences and padded to %4 cells (%5).</source>
        <comment>%1 = llama.cpp or ik_llama.cpp; -c and -np are command-line flags</comment>
        <translation>%1: gestart met -c %2 -np %3; de sequenties delen de context, opgevuld tot %4 cellen (%5).</translation>
    </message>
    <message>
        <source>KV cache: %1.</source>
        <translation>KV-cache: %1.</translation>
    </message>
    <message>
        <source>Without flash attention a quantized V cache is kept in f16.</source>
        <translation>Zonder flash attention wordt een gekwantiseerde V-cache in f16 bewaard.</translation>
    </message>
    <message>
        <source>Without flash attention Ollama keeps the KV cache in f16.</source>
        <translation>Zonder flash attention houdt Ollama de KV-cache in f16.</translation>
    </message>
    <message>
        <source>Sliding-window layers keep the full context.</source>
        <translation>Lagen met schuivend venster bewaren de volledige context.</translation>
    </message>
    <message numerus="yes">
        <source>Sliding-window layers keep the window x sequences + the micro-batch of %1 tokens, padded to %2 cells.</source>
        <translation>
            <numerusform>Lagen met schuivend venster bewaren het venster x sequenties + de microbatch van %1 token, opgevuld tot %2 cellen.</numerusform>
            <numerusform>Lagen met schuivend venster bewaren het venster x sequenties + de microbatch van %1 tokens, opgevuld tot %2 cellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>MLA layers keep only the compressed latent (kv_lora_rank + rope dims per token).</source>
        <translation>MLA-lagen bewaren alleen de gecomprimeerde latent (kv_lora_rank + rope-dimensies per token).</translation>
    </message>
    <message numerus="yes">
        <source>Graph size: Ollama&apos;s llama formula for a micro-batch of %1 tokens; reserve %2 MiB per GPU (cudaMinimumMemory + OLLAMA_GPU_OVERHEAD).</source>
        <translation>
            <numerusform>Graphgrootte: de llama-formule van Ollama voor een microbatch van %1 token; reserve %2 MiB per GPU (cudaMinimumMemory + OLLAMA_GPU_OVERHEAD).</numerusform>
            <numerusform>Graphgrootte: de llama-formule van Ollama voor een microbatch van %1 tokens; reserve %2 MiB per GPU (cudaMinimumMemory + OLLAMA_GPU_OVERHEAD).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compute buffer for a micro-batch of %1 tokens with flash attention; the output buffer (%2 bytes) stays in host memory; runtime overhead %3 MiB per GPU.</source>
        <translation>
            <numerusform>Rekenbuffer voor een microbatch van %1 token met flash attention; de uitvoerbuffer (%2 bytes) blijft in het hostgeheugen; runtime-overhead %3 MiB per GPU.</numerusform>
            <numerusform>Rekenbuffer voor een microbatch van %1 tokens met flash attention; de uitvoerbuffer (%2 bytes) blijft in het hostgeheugen; runtime-overhead %3 MiB per GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compute buffer for a micro-batch of %1 tokens without flash attention; the output buffer (%2 bytes) stays in host memory; runtime overhead %3 MiB per GPU.</source>
        <translation>
            <numerusform>Rekenbuffer voor een microbatch van %1 token zonder flash attention; de uitvoerbuffer (%2 bytes) blijft in het hostgeheugen; runtime-overhead %3 MiB per GPU.</numerusform>
            <numerusform>Rekenbuffer voor een microbatch van %1 tokens zonder flash attention; de uitvoerbuffer (%2 bytes) blijft in het hostgeheugen; runtime-overhead %3 MiB per GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 micro-batch</source>
        <translation>1 microbatch</translation>
    </message>
    <message numerus="yes">
        <source>%1 micro-batches</source>
        <translation>
            <numerusform>%1 microbatch</numerusform>
            <numerusform>%1 microbatches</numerusform>
        </translation>
    </message>
    <message>
        <source>1 image</source>
        <translation>1 beeld</translation>
    </message>
    <message numerus="yes">
        <source>%1 images</source>
        <translation>
            <numerusform>%1 beeld</numerusform>
            <numerusform>%1 beelden</numerusform>
        </translation>
    </message>
    <message>
        <source>Image generation: %1 x %2 pixels, %3 per batch.</source>
        <comment>%3 = &apos;4 images&apos;</comment>
        <translation>Beeldgeneratie: %1 x %2 pixels, %3 per batch.</translation>
    </message>
    <message numerus="yes">
        <source>Classifier-free guidance runs the denoiser on a conditional and an unconditional copy of each image: a batch of %1.</source>
        <translation>
            <numerusform>Classifier-free guidance laat de denoiser draaien op een geconditioneerde en een ongeconditioneerde kopie van elk beeld: een batch van %1.</numerusform>
            <numerusform>Classifier-free guidance laat de denoiser draaien op een geconditioneerde en een ongeconditioneerde kopie van elk beeld: een batch van %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model is guidance-distilled: the denoiser runs a batch of %1, one per image.</source>
        <translation>
            <numerusform>Het model is guidance-distilled: de denoiser draait een batch van %1, één per beeld.</numerusform>
            <numerusform>Het model is guidance-distilled: de denoiser draait een batch van %1, één per beeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Precision: denoiser %1, text encoders %2, VAE %3; activations are 16-bit unless the run is fp32.</source>
        <comment>%1 = a weight format (fp16, q8_0), %2 and %3 = a dtype (bf16, fp32)</comment>
        <translation>Precisie: denoiser %1, tekstencoders %2, VAE %3; activaties zijn 16-bits, tenzij de run in fp32 draait.</translation>
    </message>
    <message>
        <source>The pipeline upcasts the VAE to fp32 for the decode (force_upcast).</source>
        <translation>De pijplijn zet de VAE voor het decoderen om naar fp32 (force_upcast).</translation>
    </message>
    <message numerus="yes">
        <source>Loaded in fp16, T5 keeps %1 parameters (its FFN output projections, wo) in fp32.</source>
        <translation>
            <numerusform>In fp16 geladen houdt T5 %1 parameter (zijn FFN-uitvoerprojecties, wo) in fp32.</numerusform>
            <numerusform>In fp16 geladen houdt T5 %1 parameters (zijn FFN-uitvoerprojecties, wo) in fp32.</numerusform>
        </translation>
    </message>
    <message>
        <source>No CPU offload: the text encoders, the denoiser and the VAE stay on the GPU in every phase.</source>
        <translation>Geen CPU-offload: de tekstencoders, de denoiser en de VAE blijven in elke fase op de GPU.</translation>
    </message>
    <message>
        <source>Model CPU offload: only the running component is on the GPU; the others wait in host memory (up to %1 MiB).</source>
        <translation>Model-CPU-offload: alleen het onderdeel dat draait staat op de GPU; de andere wachten in het hostgeheugen (tot %1 MiB).</translation>
    </message>
    <message>
        <source>Sequential CPU offload: the weights stay in host memory (%1 MiB) and reach the GPU one layer at a time (at most %2 MiB).</source>
        <translation>Sequentiële CPU-offload: de gewichten blijven in het hostgeheugen (%1 MiB) en gaan laag voor laag naar de GPU (hoogstens %2 MiB).</translation>
    </message>
    <message>
        <source>VAE decode: %1 at once at full resolution; its working set grows with the image area.</source>
        <comment>%1 = &apos;4 images&apos;</comment>
        <translation>VAE-decodering: %1 tegelijk op volle resolutie; de werkset groeit met de beeldoppervlakte.</translation>
    </message>
    <message>
        <source>VAE decode: one image at a time (slicing).</source>
        <translation>VAE-decodering: één beeld tegelijk (slicing).</translation>
    </message>
    <message numerus="yes">
        <source>VAE decode in tiles of %1 x %1 pixels overlapping by a quarter (%2 tiles per image): its working set follows the tile, not the image.</source>
        <translation>
            <numerusform>VAE-decodering in tegels van %1 x %1 pixels die een kwart overlappen (%2 tegel per beeld): de werkset volgt de tegel, niet het beeld.</numerusform>
            <numerusform>VAE-decodering in tegels van %1 x %1 pixels die een kwart overlappen (%2 tegels per beeld): de werkset volgt de tegel, niet het beeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>The peak is the text encoding (%1 MiB): the phases run one after another, so the largest sets the GPU memory.</source>
        <translation>De piek is de tekstencodering (%1 MiB): de fasen draaien na elkaar, dus de grootste bepaalt het GPU-geheugen.</translation>
    </message>
    <message>
        <source>The peak is the denoising (%1 MiB): the phases run one after another, so the largest sets the GPU memory.</source>
        <translation>De piek is het denoisen (%1 MiB): de fasen draaien na elkaar, dus de grootste bepaalt het GPU-geheugen.</translation>
    </message>
    <message>
        <source>The peak is the VAE decode (%1 MiB): the phases run one after another, so the largest sets the GPU memory.</source>
        <translation>De piek is de VAE-decodering (%1 MiB): de fasen draaien na elkaar, dus de grootste bepaalt het GPU-geheugen.</translation>
    </message>
    <message>
        <source>Model states per trainable parameter (%1): weights %2 bytes, fp32 master copy %3, gradients %4, optimizer state %5 (%6); %7 bytes before sharding.</source>
        <comment>%1 = a dtype (bf16), %6 = an optimizer name (adamw); %2-%5 and %7 are bytes per parameter</comment>
        <translation>Modeltoestand per trainbare parameter (%1): gewichten %2 bytes, fp32-hoofdkopie %3, gradiënten %4, optimizerstatus %5 (%6); %7 bytes vóór sharding.</translation>
    </message>
    <message numerus="yes">
        <source>LoRA rank %1 on %2: %3 trainable parameters; the frozen base, %4, takes %5 MiB and has no gradients or optimizer state.</source>
        <comment>%2 = LoRA target modules (q,k,v,o), %4 = a weight format label</comment>
        <translation>
            <numerusform>LoRA-rang %1 op %2: %3 trainbare parameter; het bevroren basismodel, %4, neemt %5 MiB in en heeft geen gradiënten of optimizerstatus.</numerusform>
            <numerusform>LoRA-rang %1 op %2: %3 trainbare parameters; het bevroren basismodel, %4, neemt %5 MiB in en heeft geen gradiënten of optimizerstatus.</numerusform>
        </translation>
    </message>
    <message>
        <source>One GPU: no data parallelism and no gradient buckets.</source>
        <translation>Eén GPU: geen dataparallellisme en geen gradiëntbuckets.</translation>
    </message>
    <message numerus="yes">
        <source>DDP over %1 GPUs: every GPU holds all model states (replicas do not pool memory), plus %2 MiB of gradient buckets, a second copy of the gradients (gradient_as_bucket_view is off by default).</source>
        <translation>
            <numerusform>DDP over %1 GPU: elke GPU houdt de volledige modeltoestand (replica&apos;s delen geen geheugen), plus %2 MiB aan gradiëntbuckets, een tweede kopie van de gradiënten (gradient_as_bucket_view staat standaard uit).</numerusform>
            <numerusform>DDP over %1 GPU&apos;s: elke GPU houdt de volledige modeltoestand (replica&apos;s delen geen geheugen), plus %2 MiB aan gradiëntbuckets, een tweede kopie van de gradiënten (gradient_as_bucket_view staat standaard uit).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FSDP NO_SHARD over %1 GPUs: every GPU holds all model states; replicas do not pool memory.</source>
        <translation>
            <numerusform>FSDP NO_SHARD over %1 GPU: elke GPU houdt de volledige modeltoestand; replica&apos;s delen geen geheugen.</numerusform>
            <numerusform>FSDP NO_SHARD over %1 GPU&apos;s: elke GPU houdt de volledige modeltoestand; replica&apos;s delen geen geheugen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %2 GPUs: the optimizer state and master weights are divided by %2; weights and gradients are whole on every GPU.</source>
        <comment>%1 = a sharding strategy (ZeRO-1)</comment>
        <translation>
            <numerusform>%1 over %2 GPU: de optimizerstatus en de mastergewichten worden door %2 gedeeld; gewichten en gradiënten staan volledig op elke GPU.</numerusform>
            <numerusform>%1 over %2 GPU&apos;s: de optimizerstatus en de mastergewichten worden door %2 gedeeld; gewichten en gradiënten staan volledig op elke GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %2 GPUs: the optimizer state, master weights and gradients are divided by %2; weights are whole on every GPU.</source>
        <comment>%1 = a sharding strategy (ZeRO-2, FSDP SHARD_GRAD_OP)</comment>
        <translation>
            <numerusform>%1 over %2 GPU: de optimizerstatus, de mastergewichten en de gradiënten worden door %2 gedeeld; de gewichten staan volledig op elke GPU.</numerusform>
            <numerusform>%1 over %2 GPU&apos;s: de optimizerstatus, de mastergewichten en de gradiënten worden door %2 gedeeld; de gewichten staan volledig op elke GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ZeRO-3 over %1 GPUs: weights, master weights, gradients and optimizer state are divided by %1, plus %2 MiB to gather the largest layer&apos;s weights and gradients (DeepSpeed&apos;s estimate).</source>
        <translation>
            <numerusform>ZeRO-3 over %1 GPU: gewichten, mastergewichten, gradiënten en optimizerstatus worden door %1 gedeeld, plus %2 MiB om de gewichten en gradiënten van de grootste laag te verzamelen (schatting van DeepSpeed).</numerusform>
            <numerusform>ZeRO-3 over %1 GPU&apos;s: gewichten, mastergewichten, gradiënten en optimizerstatus worden door %1 gedeeld, plus %2 MiB om de gewichten en gradiënten van de grootste laag te verzamelen (schatting van DeepSpeed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %2 GPUs: weights, master weights, gradients and optimizer state are divided by %2, plus %3 MiB for the gathered root unit (embeddings, LM head, final norm) and two gathered decoder layers (the current one and the prefetched one).</source>
        <comment>%1 = a sharding strategy (FSDP FULL_SHARD)</comment>
        <translation>
            <numerusform>%1 over %2 GPU: gewichten, mastergewichten, gradiënten en optimizerstatus worden door %2 gedeeld, plus %3 MiB voor de verzamelde root-unit (embeddings, LM-head, laatste normalisatielaag) en twee verzamelde decoderlagen (de huidige en de vooraf opgehaalde).</numerusform>
            <numerusform>%1 over %2 GPU&apos;s: gewichten, mastergewichten, gradiënten en optimizerstatus worden door %2 gedeeld, plus %3 MiB voor de verzamelde root-unit (embeddings, LM-head, laatste normalisatielaag) en twee verzamelde decoderlagen (de huidige en de vooraf opgehaalde).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>HYBRID_SHARD: %1 shard groups of %2 GPUs; each group holds one replica, and replicas do not pool memory.</source>
        <translation>
            <numerusform>HYBRID_SHARD: %1 shardgroep van %2 GPU&apos;s; elke groep houdt één replica en replica&apos;s delen geen geheugen.</numerusform>
            <numerusform>HYBRID_SHARD: %1 shardgroepen van %2 GPU&apos;s; elke groep houdt één replica en replica&apos;s delen geen geheugen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Activations: micro-batch %1 x %2 tokens with flash attention, activation checkpointing %3: %4 MiB (Korthikanti et al. 2022 per layer, generalised to gated FFNs, GQA and fp32 norms, no dropout).</source>
        <comment>%3 = none, selective or full (a setting)</comment>
        <translation>
            <numerusform>Activaties: microbatch %1 x %2 token met flash attention, activatiecheckpointing %3: %4 MiB (Korthikanti et al. 2022 per laag, veralgemeend naar gated FFN&apos;s, GQA en fp32-normalisatielagen, zonder dropout).</numerusform>
            <numerusform>Activaties: microbatch %1 x %2 tokens met flash attention, activatiecheckpointing %3: %4 MiB (Korthikanti et al. 2022 per laag, veralgemeend naar gated FFN&apos;s, GQA en fp32-normalisatielagen, zonder dropout).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Activations: micro-batch %1 x %2 tokens without flash attention (the attention scores are stored unless checkpointing is selective), activation checkpointing %3: %4 MiB (Korthikanti et al. 2022 per layer, generalised to gated FFNs, GQA and fp32 norms, no dropout).</source>
        <comment>%3 = none, selective or full (a setting)</comment>
        <translation>
            <numerusform>Activaties: microbatch %1 x %2 token zonder flash attention (de attentionscores worden bewaard, tenzij de checkpointing selectief is), activatiecheckpointing %3: %4 MiB (Korthikanti et al. 2022 per laag, veralgemeend naar gated FFN&apos;s, GQA en fp32-normalisatielagen, zonder dropout).</numerusform>
            <numerusform>Activaties: microbatch %1 x %2 tokens zonder flash attention (de attentionscores worden bewaard, tenzij de checkpointing selectief is), activatiecheckpointing %3: %4 MiB (Korthikanti et al. 2022 per laag, veralgemeend naar gated FFN&apos;s, GQA en fp32-normalisatielagen, zonder dropout).</numerusform>
        </translation>
    </message>
    <message>
        <source>The frozen base keeps no linear input for the backward pass; only the LoRA-targeted matrices keep theirs, with their rank-r intermediate.</source>
        <translation>Het bevroren basismodel bewaart geen invoer van lineaire lagen voor de terugwaartse doorgang; alleen de matrices waarop LoRA is toegepast, bewaren die, met hun tussenresultaat van rang r.</translation>
    </message>
    <message numerus="yes">
        <source>Logits: %1 tokens x %2 vocabulary entries in %3, with the fp32 copy the loss works on and its fp32 log-softmax: %4 MiB.</source>
        <comment>%3 = a dtype (bf16)</comment>
        <translation>
            <numerusform>Logits: %1 token x %2 vocabulaire-items in %3, met de fp32-kopie waarop de loss werkt en de fp32-log-softmax daarvan: %4 MiB.</numerusform>
            <numerusform>Logits: %1 tokens x %2 vocabulaire-items in %3, met de fp32-kopie waarop de loss werkt en de fp32-log-softmax daarvan: %4 MiB.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gradient accumulation over %1 changes no memory term: the gradients are counted whole already.</source>
        <comment>%1 = &apos;4 micro-batches&apos;</comment>
        <translation>Gradiëntaccumulatie over %1 verandert geen enkele geheugenterm: de gradiënten zijn al volledig meegeteld.</translation>
    </message>
    <message>
        <source>Optimizer step fused into the backward pass: only the largest parameter&apos;s gradient (%1 MiB) exists at a time.</source>
        <translation>Optimizerstap samengevoegd met de terugwaartse doorgang: er bestaat telkens alleen de gradiënt van de grootste parameter (%1 MiB).</translation>
    </message>
    <message>
        <source>CPU offload: the optimizer state and master weights live in host RAM and the gradients are copied there in fp32 for the step: %1 MiB of host RAM per GPU (DeepSpeed&apos;s 1.5x pinned-buffer margin is not applied).</source>
        <translation>CPU-offload: de optimizerstatus en de mastergewichten staan in het host-RAM en de gradiënten worden er voor de stap in fp32 naartoe gekopieerd: %1 MiB host-RAM per GPU (de marge van 1,5x voor pinned buffers van DeepSpeed wordt niet toegepast).</translation>
    </message>
    <message>
        <source>CPU offload: the weights, optimizer state and master weights live in host RAM and the gradients are copied there in fp32; the GPU keeps the gathered layers: %1 MiB of host RAM per GPU (DeepSpeed&apos;s 1.5x pinned-buffer margin is not applied).</source>
        <translation>CPU-offload: de gewichten, de optimizerstatus en de mastergewichten staan in het host-RAM en de gradiënten worden er in fp32 naartoe gekopieerd; de GPU houdt de verzamelde lagen: %1 MiB host-RAM per GPU (de marge van 1,5x voor pinned buffers van DeepSpeed wordt niet toegepast).</translation>
    </message>
    <message>
        <source>Checkpoint: %1 MiB to resume training (trainable weights, master weights and optimizer state), at most %2 MiB written by one rank; a weights-only export takes %3 MiB.</source>
        <translation>Checkpoint: %1 MiB om de training te hervatten (trainbare gewichten, mastergewichten en optimizerstatus), hoogstens %2 MiB geschreven door één rank; een export van alleen de gewichten neemt %3 MiB in.</translation>
    </message>
    <message numerus="yes">
        <source>Layers are split over %1 GPUs (--split-mode layer): %2 of %3; the GPU after the last layer also holds the output layer.</source>
        <comment>%2 = layers per GPU (&apos;27, 27 and 26&apos;), %3 = all layers</comment>
        <translation>
            <numerusform>De lagen staan op %1 GPU (--split-mode layer): %2 van %3; die GPU bevat ook de uitvoerlaag.</numerusform>
            <numerusform>De lagen zijn verdeeld over %1 GPU&apos;s (--split-mode layer): %2 van %3; de GPU na de laatste laag bevat ook de uitvoerlaag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The context of %1 tokens is longer than the %2 tokens the model was trained on; llama.cpp runs it with a warning (possible training context overflow), and the output past the trained length may degrade.</source>
        <translation>
            <numerusform>De context van %1 token is langer dan de %2 tokens waarop het model is getraind; llama.cpp draait hem met een waarschuwing (possible training context overflow), en de uitvoer voorbij de getrainde lengte kan verslechteren.</numerusform>
            <numerusform>De context van %1 tokens is langer dan de %2 tokens waarop het model is getraind; llama.cpp draait hem met een waarschuwing (possible training context overflow), en de uitvoer voorbij de getrainde lengte kan verslechteren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ollama caps num_ctx %1 at the %2 tokens the model was trained on.</source>
        <comment>num_ctx is an Ollama option</comment>
        <translation>
            <numerusform>Ollama begrenst num_ctx %1 tot de %2 tokens waarop het model is getraind.</numerusform>
            <numerusform>Ollama begrenst num_ctx %1 tot de %2 tokens waarop het model is getraind.</numerusform>
        </translation>
    </message>
    <message>
        <source>llama.cpp treats Phi-3 sliding-window layers as full attention: they keep the full context.</source>
        <translation>llama.cpp behandelt de lagen met schuivend venster van Phi-3 als volledige attention: ze bewaren de volledige context.</translation>
    </message>
    <message>
        <source>MLA layers keep the compressed latent K (kv_lora_rank + rope dims) and a separate V (kv_lora_rank) per token.</source>
        <translation>MLA-lagen bewaren per token de gecomprimeerde latente K (kv_lora_rank + rope-dimensies) en een aparte V (kv_lora_rank).</translation>
    </message>
    <message>
        <source>MLA layers cache every head&apos;s K (%1 dims) and V (%2 dims), as releases before MLA support did.</source>
        <translation>MLA-lagen cachen de K (%1 dimensies) en V (%2 dimensies) van elke head, zoals releases vóór de MLA-ondersteuning deden.</translation>
    </message>
    <message numerus="yes">
        <source>vLLM V0 engine (releases before 0.8.0): the profile step covers max(max_model_len, 2048) tokens unless chunked prefill is on (max_model_len above 32768), every attention layer keeps the full context in one block pool, %1 MiB of non-torch memory, at most %2 sequences by default.</source>
        <comment>max_model_len is a vLLM setting</comment>
        <translation>
            <numerusform>vLLM V0-engine (releases vóór 0.8.0): de profileringsstap beslaat max(max_model_len, 2048) tokens tenzij chunked prefill aan staat (max_model_len boven 32768), elke attentionlaag bewaart de volledige context in één blokpool, %1 MiB geheugen buiten torch, standaard hoogstens %2 sequentie.</numerusform>
            <numerusform>vLLM V0-engine (releases vóór 0.8.0): de profileringsstap beslaat max(max_model_len, 2048) tokens tenzij chunked prefill aan staat (max_model_len boven 32768), elke attentionlaag bewaart de volledige context in één blokpool, %1 MiB geheugen buiten torch, standaard hoogstens %2 sequenties.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token embeddings (%1 MiB) stay in host memory: llama.cpp keeps the input layer on the CPU.</source>
        <translation>De token-embeddings (%1 MiB) blijven in het hostgeheugen: llama.cpp houdt de invoerlaag op de CPU.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 layers stay in host memory with their KV cache (--n-gpu-layers) and run on the CPU.</source>
        <translation>
            <numerusform>%1 van %2 lagen blijft met de KV-cache in het hostgeheugen (--n-gpu-layers) en draait op de CPU.</numerusform>
            <numerusform>%1 van %2 lagen blijven met hun KV-cache in het hostgeheugen (--n-gpu-layers) en draaien op de CPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>The output layer stays in host memory too: --n-gpu-layers does not offload it.</source>
        <translation>Ook de uitvoerlaag blijft in het hostgeheugen: --n-gpu-layers verplaatst die niet naar de GPU.</translation>
    </message>
    <message>
        <source>The routed experts (%1 MiB) stay in host memory (-ot exps=CPU); the rest of each layer is on its GPU.</source>
        <translation>De gerouteerde experts (%1 MiB) blijven in het hostgeheugen (-ot exps=CPU); de rest van elke laag staat op de GPU.</translation>
    </message>
    <message numerus="yes">
        <source>Pipeline parallel: %1 stages of %2 GPUs holding %3 layers (vLLM get_pp_indices); the first stage holds the embeddings, the last the LM head.</source>
        <comment>%3 = layers per stage (&apos;27, 27 and 26&apos;)</comment>
        <translation>
            <numerusform>Pipeline-parallel: %1 fase van %2 GPU&apos;s met %3 lagen (vLLM get_pp_indices); de eerste fase bevat de embeddings, de laatste de LM-head.</numerusform>
            <numerusform>Pipeline-parallel: %1 fasen van %2 GPU&apos;s met %3 lagen (vLLM get_pp_indices); de eerste fase bevat de embeddings, de laatste de LM-head.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expert parallel: each MoE layer&apos;s %2 experts are spread over %1 GPUs as whole experts, at most %3 on one GPU.</source>
        <translation>
            <numerusform>Expert-parallel: de %2 experts van elke MoE-laag zijn als hele experts verdeeld over %1 GPU, hoogstens %3 op één GPU.</numerusform>
            <numerusform>Expert-parallel: de %2 experts van elke MoE-laag zijn als hele experts verdeeld over %1 GPU&apos;s, hoogstens %3 op één GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 GPUs of the replica differ: each holds its own layers in its own memory; the figures are those of the GPU with the least headroom.</source>
        <translation>
            <numerusform>De %1 GPU van de replica verschilt: elke GPU bevat zijn eigen lagen in zijn eigen geheugen; de cijfers zijn die van de GPU met de minste ruimte over.</numerusform>
            <numerusform>De %1 GPU&apos;s van de replica verschillen: elke GPU bevat zijn eigen lagen in zijn eigen geheugen; de cijfers zijn die van de GPU met de minste ruimte over.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>headroom::scenario::Choice</name>
    <message>
        <source>unknown model &apos;%1&apos;</source>
        <translation>onbekend model &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;</source>
        <translation>onbekende GPU &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The %1 engine loads GGUF files, which have no plain %2 weights; choose a GGML type such as q8_0 or q4_0.</source>
        <translation>De engine %1 laadt GGUF-bestanden, die geen gewone gewichten in %2 bevatten; kies een GGML-type zoals q8_0 of q4_0.</translation>
    </message>
    <message>
        <source>The %1 engine loads GGUF files and cannot run %2 weights; convert the checkpoint (convert_hf_to_gguf.py) and choose a GGML type or a file type such as q4_k_m.</source>
        <translation>De engine %1 laadt GGUF-bestanden en kan geen gewichten in %2 draaien; converteer het checkpoint (convert_hf_to_gguf.py) en kies een GGML-type of een bestandstype zoals q4_k_m.</translation>
    </message>
    <message>
        <source>The %1 engine is modelled with Hugging Face checkpoints; %2 is a GGUF type for llama.cpp and Ollama (vLLM&apos;s experimental GGUF loading is not modelled).</source>
        <translation>De engine %1 is gemodelleerd met Hugging Face-checkpoints; %2 is een GGUF-type voor llama.cpp en Ollama (het experimentele laden van GGUF door vLLM is niet gemodelleerd).</translation>
    </message>
    <message>
        <source>The %1 engine loads Hugging Face checkpoints; %2 is a GGUF type for llama.cpp and Ollama.</source>
        <translation>De engine %1 laadt Hugging Face-checkpoints; %2 is een GGUF-type voor llama.cpp en Ollama.</translation>
    </message>
    <message>
        <source>Weights stored as %1 from quantization_config (%2): quantized weights with their scales; embeddings, norms and the layers the format keeps unquantized at their own precision.</source>
        <translation>Gewichten opgeslagen als %1 volgens quantization_config (%2): gekwantiseerde gewichten met hun schaalfactoren; embeddings, normalisatielagen en de lagen die het formaat niet kwantiseert op hun eigen precisie.</translation>
    </message>
    <message>
        <source>Weights set to %1 from torch_dtype.</source>
        <translation>Gewichten op %1 gezet op basis van torch_dtype.</translation>
    </message>
    <message>
        <source>%1 %2-bit, per column</source>
        <translation>%1 %2-bit, per kolom</translation>
    </message>
    <message>
        <source>%1 %2-bit g%3</source>
        <translation>%1 %2-bit g%3</translation>
    </message>
    <message>
        <source>NF4, double quantization</source>
        <translation>NF4, dubbele kwantisatie</translation>
    </message>
    <message>
        <source>FP8, per-tensor scale</source>
        <translation>FP8, schaalfactor per tensor</translation>
    </message>
    <message>
        <source>FP8, %1×%1 block scales</source>
        <translation>FP8, schaalfactoren per blok van %1×%1</translation>
    </message>
    <message>
        <source>MXFP4 experts</source>
        <translation>MXFP4-experts</translation>
    </message>
    <message>
        <source>%1, every matrix (--pure)</source>
        <translation>%1, elke matrix (--pure)</translation>
    </message>
    <message>
        <source>quantization_config &quot;%1&quot; (%2 bits) has no weight format in Headroom; choose a weight format</source>
        <translation>quantization_config &quot;%1&quot; (%2 bits) heeft geen gewichtsformaat in Headroom; kies een gewichtsformaat</translation>
    </message>
    <message>
        <source>The %1 engine stores the KV cache as %2, not %3.</source>
        <translation>De engine %1 slaat de KV-cache op als %2, niet als %3.</translation>
    </message>
    <message>
        <source>The %1 engine uses one type for the K and V caches.</source>
        <translation>De engine %1 gebruikt één type voor de K- en V-cache.</translation>
    </message>
    <message>
        <source>The %1 engine has no setting %2.</source>
        <translation>De engine %1 heeft geen instelling %2.</translation>
    </message>
    <message>
        <source>A context of %1 tokens is above the maximum context of %2 (%3 tokens).</source>
        <translation>Een context van %1 tokens is groter dan de maximale context van %2 (%3 tokens).</translation>
    </message>
    <message>
        <source>The tensor-parallel degree must be between 1 and the number of GPUs (%1).</source>
        <translation>De tensorparallelle graad moet tussen 1 en het aantal GPU&apos;s (%1) liggen.</translation>
    </message>
    <message>
        <source>The tensor-parallel degree (%1) must divide the number of GPUs (%2): replicas are whole copies of the model.</source>
        <translation>De tensorparallelle graad (%1) moet een deler zijn van het aantal GPU&apos;s (%2): replica&apos;s zijn volledige kopieën van het model.</translation>
    </message>
    <message>
        <source>The tensor-parallel degree (%1) must divide the number of attention heads (%2): the %3 engine shards tensors. llama.cpp and Ollama split by layer and take any number of GPUs.</source>
        <translation>De tensorparallelle graad (%1) moet een deler zijn van het aantal attention-heads (%2): de engine %3 verdeelt tensoren. llama.cpp en Ollama verdelen per laag en werken met elk aantal GPU&apos;s.</translation>
    </message>
    <message>
        <source>The %1 KV heads can be neither split nor replicated evenly over %2 GPUs: the %3 engine shards tensors. llama.cpp and Ollama split by layer and take any number of GPUs.</source>
        <translation>De %1 KV-heads kunnen niet gelijk over %2 GPU&apos;s worden verdeeld of gerepliceerd: de engine %3 verdeelt tensoren. llama.cpp en Ollama verdelen per laag en werken met elk aantal GPU&apos;s.</translation>
    </message>
    <message>
        <source>%1 is an image-generation pipeline: its workload is diffusion.</source>
        <translation>%1 is een beeldgeneratiepijplijn: de werklast is beeldgeneratie (diffusion).</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferentie</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Volledige fine-tuning</translation>
    </message>
    <message>
        <source>Image generation</source>
        <translation>Beeldgeneratie</translation>
    </message>
    <message>
        <source>%1 serves models for inference; the %2 workload is estimated for PyTorch (engine generic).</source>
        <translation>%1 serveert modellen voor inferentie; de werklast %2 wordt geschat voor PyTorch (engine generic).</translation>
    </message>
    <message>
        <source>An inference engine setting</source>
        <translation>Een instelling van de inferentie-engine</translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <source>Training is sharded over data-parallel GPUs (the sharding strategy); GPUs per replica apply to inference only.</source>
        <translation>Training wordt over dataparallelle GPU&apos;s verdeeld (de shardingstrategie); GPU&apos;s per replica gelden alleen voor inferentie.</translation>
    </message>
    <message>
        <source>An image-generation pipeline runs on one GPU; more GPUs run more pipelines.</source>
        <translation>Een beeldgeneratiepijplijn draait op één GPU; meer GPU&apos;s draaien meer pijplijnen.</translation>
    </message>
    <message>
        <source>QLoRA freezes the base model in NF4 (nf4 or nf4-dq), not %1.</source>
        <translation>QLoRA bevriest het basismodel in NF4 (nf4 of nf4-dq), niet in %1.</translation>
    </message>
    <message>
        <source>The %1 workload trains or freezes fp32, bf16 or fp16 weights, not %2; QLoRA trains adapters on an NF4 base.</source>
        <translation>De werklast %1 traint of bevriest fp32-, bf16- of fp16-gewichten, geen %2; QLoRA traint adapters op een NF4-basis.</translation>
    </message>
    <message>
        <source>The shard group applies to fsdp-hybrid only (shard inside the group, replicate across groups).</source>
        <translation>De shardgroep geldt alleen voor fsdp-hybrid (sharden binnen de groep, repliceren tussen groepen).</translation>
    </message>
    <message>
        <source>Image generation needs a diffusion pipeline preset (%1); %2 is a language model.</source>
        <translation>Beeldgeneratie vereist een diffusiepijplijn uit de catalogus (%1); %2 is een taalmodel.</translation>
    </message>
    <message>
        <source>%1 is a llama.cpp file type for language models; diffusion GGUF files use one GGML type such as q8_0 or q4_0.</source>
        <translation>%1 is een llama.cpp-bestandstype voor taalmodellen; GGUF-bestanden voor diffusie gebruiken één GGML-type, zoals q8_0 of q4_0.</translation>
    </message>
    <message>
        <source>%1 is not used by the %2 workload.</source>
        <translation>%1 wordt niet gebruikt door de werklast %2.</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-rang</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA-doelmatrices</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>Microbatchgrootte</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradiëntaccumulatie</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Mastergewichten</translation>
    </message>
    <message>
        <source>Gradient precision</source>
        <translation>Precisie van de gradiënten</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Optimizerstap in backward</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Activatiecheckpointing</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>Shard group</source>
        <translation>Shardgroep</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU-offload</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Beeldgrootte</translation>
    </message>
    <message>
        <source>Images per batch</source>
        <translation>Beelden per batch</translation>
    </message>
    <message>
        <source>VAE tiling</source>
        <translation>VAE-tiling</translation>
    </message>
    <message>
        <source>VAE slicing</source>
        <translation>VAE-slicing</translation>
    </message>
    <message>
        <source>%1 is a training setting; the workload is %2 (choose full-finetune, lora or qlora).</source>
        <translation>%1 is een trainingsinstelling; de werklast is %2 (kies full-finetune, lora of qlora).</translation>
    </message>
    <message>
        <source>%1 applies to LoRA and QLoRA; the workload is %2.</source>
        <translation>%1 geldt voor LoRA en QLoRA; de werklast is %2.</translation>
    </message>
    <message>
        <source>%1 is an image-generation setting; the workload is %2.</source>
        <translation>%1 is een instelling voor beeldgeneratie; de werklast is %2.</translation>
    </message>
    <message>
        <source>CPU offload runs in DeepSpeed ZeRO or FSDP; DDP keeps every state on the GPU. Choose a ZeRO stage or an FSDP strategy (even on one GPU).</source>
        <translation>CPU-offload werkt met DeepSpeed ZeRO of FSDP; DDP houdt de hele toestand op de GPU. Kies een ZeRO-stage of een FSDP-strategie (ook op één GPU).</translation>
    </message>
    <message>
        <source>A step fused into the backward pass frees each gradient at once, so it cannot accumulate gradients over micro-batches.</source>
        <translation>Een stap die in de backward-pass is ingevoegd, geeft elke gradiënt meteen vrij en kan dus geen gradiënten over microbatches accumuleren.</translation>
    </message>
    <message>
        <source>Weights stored as %1, as the published checkpoint stores them (quantization_config of its config.json): quantized weights with their scales; embeddings, norms and the layers the format keeps unquantized at their own precision.</source>
        <translation>Gewichten opgeslagen als %1, zoals het gepubliceerde checkpoint ze opslaat (quantization_config uit de config.json): gekwantiseerde gewichten met hun schaalfactoren; embeddings, normalisatielagen en de lagen die het formaat niet kwantiseert op hun eigen precisie.</translation>
    </message>
    <message>
        <source>Transformers static cache.</source>
        <translation>Statische cache van Transformers.</translation>
    </message>
    <message>
        <source>V0 engine: the profile run covers max(max_model_len, 2048) tokens (512 with chunked prefill above 32K), every layer full context, DeepSeek without MLA.</source>
        <translation>V0-engine: de profileringsrun beslaat max(max_model_len, 2048) tokens (512 met chunked prefill boven 32K), elke laag volledige context, DeepSeek zonder MLA.</translation>
    </message>
    <message>
        <source>V0 engine: the profile run covers max(max_model_len, 2048) tokens (2048 with chunked prefill above 32K), every layer full context, DeepSeek without MLA.</source>
        <translation>V0-engine: de profileringsrun beslaat max(max_model_len, 2048) tokens (2048 met chunked prefill boven 32K), elke laag volledige context, DeepSeek zonder MLA.</translation>
    </message>
    <message>
        <source>V0 engine with the MLA latent cache: the profile run covers max(max_model_len, 2048) tokens, every layer full context.</source>
        <translation>V0-engine met de latente MLA-cache: de profileringsrun beslaat max(max_model_len, 2048) tokens, elke laag volledige context.</translation>
    </message>
    <message>
        <source>V1 engine: chunked prefill, hybrid KV cache groups, MLA latent cache.</source>
        <translation>V1-engine: chunked prefill, hybride KV-cachegroepen, latente MLA-cache.</translation>
    </message>
    <message>
        <source>DeepSeek caches every head&apos;s K and V; sliding-window layers keep the full context.</source>
        <translation>DeepSeek cachet de K en V van elke head; lagen met schuivend venster bewaren de volledige context.</translation>
    </message>
    <message>
        <source>DeepSeek MLA caches the latent K and a separate V; sliding-window layers keep the full context.</source>
        <translation>DeepSeek MLA cachet de latente K en een aparte V; lagen met schuivend venster bewaren de volledige context.</translation>
    </message>
    <message>
        <source>Reduced sliding-window cache; DeepSeek MLA caches the latent K and a separate V; --n-gpu-layers offloads the output layer last.</source>
        <translation>Verkleinde cache voor schuivend venster; DeepSeek MLA cachet de latente K en een aparte V; --n-gpu-layers verplaatst de uitvoerlaag als laatste.</translation>
    </message>
    <message>
        <source>--n-gpu-layers offloads the output layer first; DeepSeek MLA caches the latent K and a separate V.</source>
        <translation>--n-gpu-layers verplaatst de uitvoerlaag als eerste; DeepSeek MLA cachet de latente K en een aparte V.</translation>
    </message>
    <message>
        <source>Reduced sliding-window cache; DeepSeek MLA caches the latent K only.</source>
        <translation>Verkleinde cache voor schuivend venster; DeepSeek MLA cachet alleen de latente K.</translation>
    </message>
    <message>
        <source>MLA caches c^KV only; sliding-window layers keep the full context.</source>
        <translation>MLA cachet alleen c^KV; lagen met schuivend venster bewaren de volledige context.</translation>
    </message>
    <message>
        <source>DeepSeek caches every head&apos;s K and V; num_ctx above the trained context is used as given.</source>
        <translation>DeepSeek cachet de K en V van elke head; num_ctx boven de getrainde context wordt gebruikt zoals opgegeven.</translation>
    </message>
    <message>
        <source>num_ctx above the trained context is used as given.</source>
        <translation>num_ctx boven de getrainde context wordt gebruikt zoals opgegeven.</translation>
    </message>
    <message>
        <source>num_ctx is capped at the trained context.</source>
        <translation>num_ctx wordt begrensd tot de getrainde context.</translation>
    </message>
    <message>
        <source>Weights as the model file stores them (%1): the exact bytes of each tensor.</source>
        <translation>Gewichten zoals het modelbestand ze opslaat (%1): de exacte bytes van elke tensor.</translation>
    </message>
    <message>
        <source>FP8 (fbgemm), per-row scales</source>
        <translation>FP8 (fbgemm), schalen per rij</translation>
    </message>
    <message>
        <source>W8A8 INT8, per-row scales</source>
        <translation>W8A8 INT8, schalen per rij</translation>
    </message>
    <message>
        <source>W8A8 FP8, per-row scales</source>
        <translation>W8A8 FP8, schalen per rij</translation>
    </message>
    <message>
        <source>%1, per row, asymmetric</source>
        <translation>%1, per rij, asymmetrisch</translation>
    </message>
    <message>
        <source>%1, per row</source>
        <translation>%1, per rij</translation>
    </message>
    <message>
        <source>%1 g%2, asymmetric</source>
        <translation>%1 g%2, asymmetrisch</translation>
    </message>
    <message>
        <source>%1 g%2</source>
        <translation>%1 g%2</translation>
    </message>
    <message>
        <source>Each device needs a memory size between 1 byte and 1 PiB, and vLLM and Transformers need tensor parallel x pipeline parallel devices.</source>
        <translation>Elk apparaat heeft een geheugengrootte tussen 1 byte en 1 PiB nodig, en vLLM en Transformers hebben tensorparallel x pipeline-parallel apparaten nodig.</translation>
    </message>
    <message>
        <source>The tensor split needs one proportion of at least 0 per GPU, at least one above 0; it applies to llama.cpp, ik_llama.cpp and Ollama.</source>
        <translation>De tensor split heeft per GPU één verhouding van ten minste 0 nodig, ten minste één boven 0; hij geldt voor llama.cpp, ik_llama.cpp en Ollama.</translation>
    </message>
    <message>
        <source>The number of GPU layers applies to llama.cpp, ik_llama.cpp and Ollama and cannot be negative.</source>
        <translation>Het aantal GPU-lagen geldt voor llama.cpp, ik_llama.cpp en Ollama en kan niet negatief zijn.</translation>
    </message>
    <message>
        <source>Experts on the CPU need a mixture-of-experts model and llama.cpp, ik_llama.cpp or Ollama.</source>
        <translation>Experts op de CPU vereisen een mixture-of-expertsmodel en llama.cpp, ik_llama.cpp of Ollama.</translation>
    </message>
    <message>
        <source>Expert parallelism is a vLLM option for mixture-of-experts models.</source>
        <translation>Expert-parallellisme is een vLLM-optie voor mixture-of-expertsmodellen.</translation>
    </message>
    <message>
        <source>The model file&apos;s tensors do not match its number of layers.</source>
        <translation>De tensors van het modelbestand passen niet bij het aantal lagen.</translation>
    </message>
    <message>
        <source>The model file stores its weights as %1; a weight format cannot be chosen for it.</source>
        <translation>Het modelbestand slaat de gewichten op als %1; er kan geen gewichtsformaat voor worden gekozen.</translation>
    </message>
    <message>
        <source>The %1 engine has no releases to choose; leave the engine version empty.</source>
        <translation>De engine %1 heeft geen releases om te kiezen; laat de engineversie leeg.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a release name of the %2 engine; give one such as %3.</source>
        <translation>&quot;%1&quot; is geen releasenaam van de engine %2; geef er een zoals %3.</translation>
    </message>
    <message>
        <source>A quote prices GPUs of one kind; %1 mixes kinds. Estimate the mixed replica, and quote each kind on its own.</source>
        <translation>Een offerte prijst GPU&apos;s van één soort; %1 combineert soorten. Schat de gemengde replica en maak voor elke soort een aparte offerte.</translation>
    </message>
    <message>
        <source>Pipeline parallelism applies to vLLM, with at most one stage per layer; tensor parallel x pipeline parallel must divide the number of GPUs.</source>
        <translation>Pipeline-parallellisme geldt voor vLLM, met hoogstens één fase per laag; tensorparallel x pipeline-parallel moet een deler zijn van het aantal GPU&apos;s.</translation>
    </message>
</context>
<context>
    <name>headroom::scenario::ChoiceJson</name>
    <message>
        <source>the stored scenario has no valid &quot;%1&quot;</source>
        <translation>het opgeslagen scenario heeft geen geldige &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>headroom::scenario::Labels</name>
    <message>
        <source>Weights</source>
        <translation>Gewichten</translation>
    </message>
    <message>
        <source>KV cache, full attention</source>
        <translation>KV-cache, volledige attention</translation>
    </message>
    <message>
        <source>KV cache, sliding window</source>
        <translation>KV-cache, schuivend venster</translation>
    </message>
    <message>
        <source>KV cache, chunked attention</source>
        <translation>KV-cache, attention per blok</translation>
    </message>
    <message>
        <source>KV cache, latent (MLA)</source>
        <translation>KV-cache, latent (MLA)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaties</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Runtime-overhead</translation>
    </message>
    <message>
        <source>vLLM reserve</source>
        <translation>vLLM-reserve</translation>
    </message>
    <message>
        <source>Ollama reserve</source>
        <translation>Ollama-reserve</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>Engine-reserve</translation>
    </message>
    <message>
        <source>Generic (Transformers)</source>
        <translation>Generiek (Transformers)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>weights alone</source>
        <translation>de gewichten alleen al</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-geheugen</translation>
    </message>
    <message>
        <source>KV cache budget</source>
        <translation>budget van de KV-cache</translation>
    </message>
    <message>
        <source>memory budget (weights and activations exceed memory × utilization)</source>
        <translation>geheugenbudget (gewichten en activaties overschrijden geheugen × benutting)</translation>
    </message>
    <message>
        <source>engine reserve (1 − utilization cannot hold the CUDA context)</source>
        <translation>engine-reserve (1 − benutting is te klein voor de CUDA-context)</translation>
    </message>
    <message>
        <source>scheduler limit (max_num_seqs)</source>
        <translation>limiet van de scheduler (max_num_seqs)</translation>
    </message>
    <message>
        <source>context limit of the model</source>
        <translation>contextlimiet van het model</translation>
    </message>
    <message>
        <source>no tensor-parallel degree fits</source>
        <translation>geen enkele tensorparallelle graad past</translation>
    </message>
    <message>
        <source>Fits: %1 GiB headroom per GPU</source>
        <translation>Past: %1 GiB ruimte over per GPU</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short per GPU</source>
        <translation>Past niet: %1 GiB te kort per GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The configuration quoted does not fit: %1 (binding constraint: %2).</source>
        <translation>De geoffreerde configuratie past niet: %1 (beperkende factor: %2).</translation>
    </message>
    <message>
        <source>The configuration quoted does not fit: %1 needs %2 GiB more per GPU than it has (binding constraint: %3).</source>
        <translation>De geoffreerde configuratie past niet: %1 heeft per GPU %2 GiB meer nodig dan beschikbaar is (beperkende factor: %3).</translation>
    </message>
    <message>
        <source>Master weights (fp32)</source>
        <translation>Mastergewichten (fp32)</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradiënten</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizerstatus</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA-adapters</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits en loss</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>Shardingbuffers</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>Tekstencoders</translation>
    </message>
    <message>
        <source>Denoiser</source>
        <translation>Denoiser</translation>
    </message>
    <message>
        <source>VAE</source>
        <translation>VAE</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>geheugenbandbreedte</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>rekenkracht</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>interconnect</translation>
    </message>
    <message>
        <source>1 sequence</source>
        <translation>1 sequentie</translation>
    </message>
    <message numerus="yes">
        <source>%1 sequences</source>
        <translation>
            <numerusform>%1 sequentie</numerusform>
            <numerusform>%1 sequenties</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput: not known for this GPU (its catalogue entry gives no memory bandwidth and tensor throughput).</source>
        <translation>Doorvoer: niet bekend voor deze GPU (de catalogus geeft geen geheugenbandbreedte en tensordoorvoer).</translation>
    </message>
    <message>
        <source>Decode: %1 tokens/s per sequence, %2 tokens/s in total over %3 (bound: %4)</source>
        <translation>Decoderen: %1 tokens/s per sequentie, %2 tokens/s in totaal over %3 (begrensd door: %4)</translation>
    </message>
    <message>
        <source>Prefill: %1 tokens/s for one prompt (bound: %2)</source>
        <translation>Prefill: %1 tokens/s voor één prompt (begrensd door: %2)</translation>
    </message>
    <message>
        <source>Time to first token: %1 ms (one prompt on an idle replica)</source>
        <translation>Tijd tot eerste token: %1 ms (één prompt op een replica zonder andere last)</translation>
    </message>
    <message>
        <source>Throughput assumes %1 prompt and %2 output tokens per request and %3 decoding together per replica; vendor peak figures × the efficiency of the %4 profile (calibrated on: %5).</source>
        <translation>De doorvoer gaat uit van %1 prompt- en %2 uitvoertokens per verzoek en %3 die per replica samen decoderen; piekwaarden van de fabrikant × de efficiëntie van het profiel %4 (gekalibreerd op: %5).</translation>
    </message>
    <message>
        <source>The configuration does not fit: these figures are what it would reach if it did.</source>
        <translation>De configuratie past niet: deze cijfers zijn wat ze zou halen als ze wel paste.</translation>
    </message>
    <message>
        <source>Throughput: not estimated for this placement (layers or experts in host RAM, GPUs of different kinds, pipeline or expert parallelism run at speeds Headroom does not model).</source>
        <translation>Doorvoer: niet geschat voor deze plaatsing (lagen of experts in host-RAM, GPU&apos;s van verschillende soorten, pipeline- of expert-parallellisme draaien op snelheden die Headroom niet modelleert).</translation>
    </message>
</context>
<context>
    <name>headroom::scenario::MemoryRows</name>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>Host RAM (offload)</source>
        <translation>Host-RAM (offload)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Bruikbaar</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Ruimte over</translation>
    </message>
</context>
<context>
    <name>headroom::scenario::WorkloadLabels</name>
    <message>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selectief</translation>
    </message>
    <message>
        <source>full</source>
        <translation>volledig</translation>
    </message>
    <message>
        <source>optimizer state and master weights</source>
        <translation>optimizerstatus en mastergewichten</translation>
    </message>
    <message>
        <source>optimizer state, master weights and parameters</source>
        <translation>optimizerstatus, mastergewichten en parameters</translation>
    </message>
    <message>
        <source>whole components (model CPU offload)</source>
        <translation>hele onderdelen (model-CPU-offload)</translation>
    </message>
    <message>
        <source>one submodule at a time (sequential CPU offload)</source>
        <translation>één submodule tegelijk (sequentiële CPU-offload)</translation>
    </message>
    <message>
        <source>Text encoding</source>
        <translation>Tekstencodering</translation>
    </message>
    <message>
        <source>Denoising</source>
        <translation>Denoisen</translation>
    </message>
    <message>
        <source>VAE decode</source>
        <translation>VAE-decodering</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-bits AdamW</translation>
    </message>
    <message>
        <source>paged 8-bit AdamW</source>
        <translation>gepagineerde 8-bits AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD met momentum</translation>
    </message>
    <message>
        <source>Sequence %1 tokens × micro-batch %2</source>
        <translation>Sequentie %1 tokens × microbatch %2</translation>
    </message>
    <message>
        <source>(gradient accumulation %1: changes no memory term)</source>
        <translation>(gradiëntaccumulatie %1: verandert geen geheugenterm)</translation>
    </message>
    <message>
        <source>fp32 master weights</source>
        <translation>fp32-mastergewichten</translation>
    </message>
    <message>
        <source>%1 gradients</source>
        <translation>%1-gradiënten</translation>
    </message>
    <message>
        <source>step fused into the backward pass</source>
        <translation>stap samengevoegd met de terugwaartse doorgang</translation>
    </message>
    <message>
        <source>Activation checkpointing: %1; flash attention %2</source>
        <translation>Activatiecheckpointing: %1; flash attention %2</translation>
    </message>
    <message>
        <source>One GPU: nothing is sharded</source>
        <translation>Eén GPU: er wordt niets geshard</translation>
    </message>
    <message>
        <source>%1 over %2 GPUs: every GPU holds a full replica; memory does not pool</source>
        <translation>%1 over %2 GPU&apos;s: elke GPU houdt een volledige replica; het geheugen wordt niet gedeeld</translation>
    </message>
    <message>
        <source>%1 over %2 GPUs: the sharded states are divided by %3</source>
        <translation>%1 over %2 GPU&apos;s: de gesharde modeltoestanden worden door %3 gedeeld</translation>
    </message>
    <message>
        <source>%1 rank %2 on %3: %4 trainable parameters</source>
        <translation>%1-rang %2 op %3: %4 trainbare parameters</translation>
    </message>
    <message>
        <source>CPU offload: %1</source>
        <translation>CPU-offload: %1</translation>
    </message>
    <message>
        <source>%1 × %2 pixels, %3 per batch</source>
        <translation>%1 × %2 pixels, %3 per batch</translation>
    </message>
    <message>
        <source>1 image</source>
        <translation>1 beeld</translation>
    </message>
    <message>
        <source>%1 images</source>
        <translation>%1 beelden</translation>
    </message>
    <message>
        <source>(the denoiser runs %1 with classifier-free guidance)</source>
        <translation>(de denoiser verwerkt %1 beelden met classifier-free guidance)</translation>
    </message>
    <message>
        <source>VAE tiling %1, slicing %2</source>
        <translation>VAE-tiling: %1, slicing: %2</translation>
    </message>
    <message>
        <source>%1 px tiles</source>
        <translation>tegels van %1 px</translation>
    </message>
    <message>
        <source>Resumable checkpoint: %1 GiB (%2 GiB per rank); weights-only export: %3 GiB.</source>
        <translation>Hervatbaar checkpoint: %1 GiB (%2 GiB per rank); export van alleen de gewichten: %3 GiB.</translation>
    </message>
    <message>
        <source>%1&#xa0;s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1&#xa0;min</source>
        <translation>%1&#xa0;min</translation>
    </message>
    <message>
        <source>%1&#xa0;h</source>
        <translation>%1&#xa0;h</translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed: keep a resumable checkpoint (%1 GB, about %2 to write at %3 GB/s) and restore it; work since the last checkpoint is lost.</source>
        <translation>Spotcapaciteit kan worden teruggenomen: bewaar een hervatbaar checkpoint (%1 GB, ongeveer %2 schrijven bij %3 GB/s) en zet het terug; werk sinds het laatste checkpoint gaat verloren.</translation>
    </message>
    <message>
        <source>Host RAM (CPU offload): %1 GiB per GPU.</source>
        <translation>Host-RAM (CPU-offload): %1 GiB per GPU.</translation>
    </message>
    <message>
        <source>binding: %1, %2 GiB one step further</source>
        <translation>beperkende factor: %1, %2 GiB één stap verder</translation>
    </message>
    <message>
        <source>Not even a micro-batch of 1 fits (binding: %1).</source>
        <translation>Zelfs een microbatch van 1 past niet (beperkende factor: %1).</translation>
    </message>
    <message>
        <source>Largest micro-batch: %1 (%2).</source>
        <translation>Grootste microbatch: %1 (%2).</translation>
    </message>
    <message>
        <source>No sequence length fits (binding: %1).</source>
        <translation>Geen enkele sequentielengte past (beperkende factor: %1).</translation>
    </message>
    <message>
        <source>Longest sequence: %1 tokens (%2).</source>
        <translation>Langste sequentie: %1 tokens (%2).</translation>
    </message>
    <message>
        <source>No GPU count up to 64 fits with %1 (binding: %2).</source>
        <translation>Geen enkel aantal GPU&apos;s tot en met 64 past met %1 (beperkende factor: %2).</translation>
    </message>
    <message>
        <source>Fewest GPUs for %1: %2 × %3.</source>
        <translation>Minste GPU&apos;s voor %1: %2 × %3.</translation>
    </message>
    <message>
        <source>No image size fits (binding: %1).</source>
        <translation>Geen enkele beeldgrootte past (beperkende factor: %1).</translation>
    </message>
    <message>
        <source>Largest square image: %1 × %1 pixels (%2).</source>
        <translation>Grootste vierkante beeld: %1 × %1 pixels (%2).</translation>
    </message>
    <message>
        <source>Not even one image fits (binding: %1).</source>
        <translation>Zelfs geen enkel beeld past (beperkende factor: %1).</translation>
    </message>
    <message>
        <source>Most images per batch: %1 (%2).</source>
        <translation>Maximaal aantal beelden per batch: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 GPUs run %1 pipelines side by side; one pipeline does not split over GPUs</source>
        <translation>%1 GPU&apos;s draaien %1 pijplijnen naast elkaar; één pijplijn wordt niet over GPU&apos;s verdeeld</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Peak phase: %1, %2 GiB per GPU (%3).</source>
        <translation>Piekfase: %1, %2 GiB per GPU (%3).</translation>
    </message>
</context>
<context>
    <name>headroom::ui</name>
    <message>
        <source>UI language: en, nl or tr.</source>
        <translation>Taal van de interface: en, nl of tr.</translation>
    </message>
    <message>
        <source>Use the dark theme.</source>
        <translation>Gebruik het donkere thema.</translation>
    </message>
    <message>
        <source>Use the light theme.</source>
        <translation>Gebruik het lichte thema.</translation>
    </message>
    <message>
        <source>Save a screenshot of the main window to FILE and exit.</source>
        <translation>Sla een schermafbeelding van het hoofdvenster op in FILE en sluit af.</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1: %2</source>
        <translation>kan de schermafbeelding niet schrijven naar %1: %2</translation>
    </message>
    <message>
        <source>Start the fit explorer with ENGINE: generic, llama.cpp, ik_llama.cpp, vllm or ollama.</source>
        <translation>Start de geheugenverkenner met ENGINE: generic, llama.cpp, ik_llama.cpp, vllm of ollama.</translation>
    </message>
    <message>
        <source>unknown engine “%1”</source>
        <translation>onbekende engine „%1”</translation>
    </message>
    <message>
        <source>“%1” is an image-generation pipeline: use --workload diffusion</source>
        <translation>„%1” is een beeldgeneratiepijplijn: gebruik --workload diffusion</translation>
    </message>
    <message>
        <source>“%1” is a language model, not an image-generation pipeline</source>
        <translation>„%1” is een taalmodel, geen beeldgeneratiepijplijn</translation>
    </message>
    <message>
        <source>Start the fit explorer with a catalogue model or image-generation pipeline by id (llama-3.1-8b, sdxl, ...), or open a Hugging Face config.json.</source>
        <translation>Start de geheugenverkenner met een model of beeldgeneratiepijplijn uit de catalogus, op id (llama-3.1-8b, sdxl, ...), of open een config.json van Hugging Face.</translation>
    </message>
    <message>
        <source>Start the fit explorer with the workload KIND: %1.</source>
        <translation>Start de geheugenverkenner met de werklast KIND: %1.</translation>
    </message>
    <message>
        <source>Start the fit explorer with the catalogue GPU ID (rtx-4090, h100-80gb, ...).</source>
        <translation>Start de geheugenverkenner met de GPU ID uit de catalogus (rtx-4090, h100-80gb, ...).</translation>
    </message>
    <message>
        <source>unknown workload “%1”; one of %2</source>
        <translation>onbekende werklast „%1”; kies uit %2</translation>
    </message>
    <message>
        <source>unknown GPU “%1”</source>
        <translation>onbekende GPU „%1”</translation>
    </message>
    <message>
        <source>--size “%1”: give WIDTHxHEIGHT in pixels, from 320x240 to 7680x4320, e.g. 1024x640</source>
        <translation>--size “%1”: geef BREEDTExHOOGTE in pixels, van 320x240 tot 7680x4320, bijvoorbeeld 1024x640</translation>
    </message>
    <message>
        <source>Window size of --screenshot in pixels, e.g. 1024x640 (default 1400x860).</source>
        <translation>Venstergrootte van --screenshot in pixels, bijvoorbeeld 1024x640 (standaard 1400x860).</translation>
    </message>
</context>
<context>
    <name>headroom::ui::BreakdownChart</name>
    <message>
        <source>per GPU</source>
        <translation>per GPU</translation>
    </message>
    <message>
        <source>Memory breakdown chart</source>
        <translation>Grafiek van de geheugenverdeling</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU</translation>
    </message>
    <message>
        <source>Click to read “%1” in the glossary.</source>
        <translation>Klik om „%1” in de woordenlijst te lezen.</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB per GPU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Geheugen per GPU</translation>
    </message>
    <message>
        <source>Click a segment to read what it means in the glossary.</source>
        <translation>Klik op een segment om in de woordenlijst te lezen wat het betekent.</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Usable per GPU: %1 GiB</source>
        <translation>Bruikbaar per GPU: %1 GiB</translation>
    </message>
    <message>
        <source>The model&apos;s parameters, as stored.</source>
        <translation>De parameters van het model, zoals ze zijn opgeslagen.</translation>
    </message>
    <message>
        <source>Layers that attend over the whole context: grows with every token of every sequence.</source>
        <translation>Lagen met attention over de hele context: groeit met elk token van elke sequentie.</translation>
    </message>
    <message>
        <source>Sliding-window layers: keep at most the window of each sequence.</source>
        <translation>Lagen met schuivend venster: bewaren hoogstens het venster van elke sequentie.</translation>
    </message>
    <message>
        <source>Chunked local attention layers: keep at most one chunk of each sequence.</source>
        <translation>Lagen met lokale attention per blok: bewaren hoogstens één blok van elke sequentie.</translation>
    </message>
    <message>
        <source>Multi-head latent attention: one compressed latent per token and layer.</source>
        <translation>Multi-head latent attention: één gecomprimeerde latente vector per token en laag.</translation>
    </message>
    <message>
        <source>Temporary buffers of one compute step.</source>
        <translation>Tijdelijke buffers van één rekenstap.</translation>
    </message>
    <message>
        <source>CUDA context, libraries and allocator slack.</source>
        <translation>CUDA-context, bibliotheken en speling van de allocator.</translation>
    </message>
    <message>
        <source>(1 − gpu_memory_utilization) × GPU memory: kept outside vLLM&apos;s budget; CUDA graphs are captured there unless the version budgets them.</source>
        <translation>(1 − gpu_memory_utilization) × GPU-geheugen: blijft buiten het budget van vLLM; CUDA-graphs worden daar vastgelegd, tenzij de versie ze in het budget meeneemt.</translation>
    </message>
    <message>
        <source>Ollama&apos;s per-GPU minimum reserve plus OLLAMA_GPU_OVERHEAD.</source>
        <translation>De minimale reserve per GPU van Ollama plus OLLAMA_GPU_OVERHEAD.</translation>
    </message>
    <message>
        <source>Memory the engine keeps away from the model.</source>
        <translation>Geheugen dat de engine niet aan het model geeft.</translation>
    </message>
    <message>
        <source>An fp32 copy of the trainable parameters that the optimizer updates (mixed precision).</source>
        <translation>Een fp32-kopie van de trainbare parameters die de optimizer bijwerkt (gemengde precisie).</translation>
    </message>
    <message>
        <source>One gradient per trainable parameter, filled by the backward pass.</source>
        <translation>Eén gradiënt per trainbare parameter, gevuld door de terugwaartse doorgang.</translation>
    </message>
    <message>
        <source>What the optimizer keeps per trainable parameter (AdamW: two moments).</source>
        <translation>Wat de optimizer per trainbare parameter bijhoudt (AdamW: twee momenten).</translation>
    </message>
    <message>
        <source>The low-rank adapter matrices that are trained while the base model stays frozen.</source>
        <translation>De low-rank adaptermatrices die worden getraind, terwijl het basismodel bevroren blijft.</translation>
    </message>
    <message>
        <source>Logits over the vocabulary for every token of the micro-batch, and the loss buffers.</source>
        <translation>Logits over het vocabulaire voor elk token van de microbatch, en de buffers van de loss.</translation>
    </message>
    <message>
        <source>DDP gradient buckets, or the gathered layers ZeRO-3 and FSDP rebuild and prefetch.</source>
        <translation>Gradiëntbuckets van DDP, of de verzamelde lagen die ZeRO-3 en FSDP opnieuw opbouwen en vooraf ophalen.</translation>
    </message>
    <message>
        <source>The text encoders that turn the prompt into embeddings (CLIP, T5).</source>
        <translation>De tekstencoders die de prompt omzetten in embeddings (CLIP, T5).</translation>
    </message>
    <message>
        <source>The UNet or diffusion transformer that removes noise step by step.</source>
        <translation>De UNet of diffusietransformer die de ruis stap voor stap verwijdert.</translation>
    </message>
    <message>
        <source>The autoencoder that decodes the latent into pixels.</source>
        <translation>De auto-encoder die de latente representatie naar pixels decodeert.</translation>
    </message>
    <message>
        <source>Host RAM (CPU offload)</source>
        <translation>Host-RAM (CPU-offload)</translation>
    </message>
    <message>
        <source>What CPU offload keeps in host memory instead of on the GPU (optimizer state and master weights; with parameter offload the weights too). Not part of the GPU total.</source>
        <translation>Wat CPU-offload in het hostgeheugen houdt in plaats van op de GPU (optimizerstatus en mastergewichten; met parameteroffload ook de gewichten). Telt niet mee in het GPU-totaal.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 GiB per GPU (%3)</translation>
    </message>
    <message>
        <source>%1 (peak)</source>
        <translation>%1 (piek)</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>Host-RAM</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB in host RAM</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 GiB in host-RAM</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GiB on %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 GiB op %3</translation>
    </message>
    <message>
        <source>%1 (binding)</source>
        <translation>%1 (beperkend)</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>Geheugen per apparaat</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Usable memory of each GPU (dashed)</source>
        <translation>Bruikbaar geheugen van elke GPU (gestippeld)</translation>
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
        <translation>Geen schatting: zie de melding onder de grafiek</translation>
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
        <translation>Geheugen per GPU</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Memory breakdown table</source>
        <translation>Tabel van de geheugenverdeling</translation>
    </message>
    <message>
        <source>The breakdown chart as text: the memory of one GPU by part, then the total, the usable memory and the headroom, in GiB (2^30 bytes).</source>
        <translation>De grafiek van de geheugenverdeling als tekst: het geheugen van één GPU per onderdeel, daarna het totaal, het bruikbare geheugen en de ruimte over, in GiB (2^30 bytes).</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ContextSweepChart</name>
    <message>
        <source>Usable memory of one GPU: %1 GiB</source>
        <translation>Bruikbaar geheugen van één GPU: %1 GiB</translation>
    </message>
    <message>
        <source>Now: %1 tokens, %2 GiB per GPU</source>
        <translation>Nu: %1 tokens, %2 GiB per GPU</translation>
    </message>
    <message>
        <source>%1 tokens: %2 GiB per GPU (fits)</source>
        <translation>%1 tokens: %2 GiB per GPU (past)</translation>
    </message>
    <message>
        <source>%1 tokens: %2 GiB per GPU (does not fit)</source>
        <translation>%1 tokens: %2 GiB per GPU (past niet)</translation>
    </message>
    <message>
        <source>Click to read about it in the glossary.</source>
        <translation>Klik om erover te lezen in de woordenlijst.</translation>
    </message>
    <message>
        <source>Memory per GPU by context length</source>
        <translation>Geheugen per GPU naar contextlengte</translation>
    </message>
    <message>
        <source>Click the dashed usable-memory line or the curve to read about it in the glossary.</source>
        <translation>Klik op de gestippelde lijn van het bruikbare geheugen of op de curve om erover te lezen in de woordenlijst.</translation>
    </message>
    <message>
        <source>usable %1 GiB</source>
        <translation>bruikbaar %1 GiB</translation>
    </message>
    <message>
        <source>context length (tokens)</source>
        <translation>contextlengte (tokens)</translation>
    </message>
    <message>
        <source>GiB per GPU by context</source>
        <translation>GiB per GPU naar context</translation>
    </message>
    <message>
        <source>up to %1 tokens</source>
        <translation>tot %1 tokens</translation>
    </message>
</context>
<context>
    <name>headroom::ui::CustomGpuDialog</name>
    <message>
        <source>Custom GPU</source>
        <translation>Eigen GPU</translation>
    </message>
    <message>
        <source>e.g. My workstation card</source>
        <translation>bijv. Mijn werkstationkaart</translation>
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
        <translation>Totaal geheugen zoals nvidia-smi of rocm-smi het meldt (GiB = 2^30 bytes)</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Peak memory bandwidth from the datasheet (GB/s = 10^9 bytes/s)</source>
        <translation>Piekbandbreedte van het geheugen volgens het datasheet (GB/s = 10^9 bytes/s)</translation>
    </message>
    <message>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP16/BF16 tensor throughput, without sparsity</source>
        <translation>Dichte FP16/BF16-tensordoorvoer, zonder sparsity</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
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
        <translation>Bandbreedte tussen GPU&apos;s per richting per GPU (PCIe x16 is ingevuld)</translation>
    </message>
    <message>
        <source>Add GPU</source>
        <translation>GPU toevoegen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>&amp;Platform:</source>
        <translation>&amp;Platform:</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>&amp;Geheugen:</translation>
    </message>
    <message>
        <source>Memory &amp;bandwidth:</source>
        <translation>&amp;Bandbreedte geheugen:</translation>
    </message>
    <message>
        <source>FP16/BF16 &amp;tensor:</source>
        <translation>FP16/BF16-&amp;tensor:</translation>
    </message>
    <message>
        <source>FP&amp;8 tensor (optional):</source>
        <translation>FP&amp;8-tensor (optioneel):</translation>
    </message>
    <message>
        <source>&amp;INT8 tensor (optional):</source>
        <translation>&amp;INT8-tensor (optioneel):</translation>
    </message>
    <message>
        <source>&amp;Link between GPUs:</source>
        <translation>&amp;Verbinding tussen GPU&apos;s:</translation>
    </message>
    <message>
        <source>PCIe &amp;generation:</source>
        <translation>PCIe-g&amp;eneratie:</translation>
    </message>
    <message>
        <source>Link ban&amp;dwidth:</source>
        <translation>Ban&amp;dbreedte verbinding:</translation>
    </message>
    <message>
        <source>Adds a GPU of your own to the fit explorer&apos;s GPU list and to the catalogue “What should I rent?” searches (when a price list prices it), for this and later sessions. The figures are yours: no source checks them.</source>
        <translation>Voegt een eigen GPU toe aan de GPU-lijst van de geheugenverkenner en aan de zoekopdrachten “Wat moet ik huren?” (als een prijslijst er een prijs voor geeft), voor deze en latere sessies. De cijfers zijn van u: geen bron controleert ze.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::CustomGpus</name>
    <message>
        <source>Give the GPU a name.</source>
        <translation>Geef de GPU een naam.</translation>
    </message>
    <message>
        <source>The GPU list has “%1” already: give this GPU another name.</source>
        <translation>De GPU-lijst bevat “%1” al: geef deze GPU een andere naam.</translation>
    </message>
    <message>
        <source>Choose the platform: CUDA or ROCm.</source>
        <translation>Kies het platform: CUDA of ROCm.</translation>
    </message>
    <message>
        <source>The memory must be more than 0 and at most %1 GiB.</source>
        <translation>Het geheugen moet meer dan 0 en hoogstens %1 GiB zijn.</translation>
    </message>
    <message>
        <source>The memory bandwidth must be more than 0 and at most %1 GB/s.</source>
        <translation>De geheugenbandbreedte moet meer dan 0 en hoogstens %1 GB/s zijn.</translation>
    </message>
    <message>
        <source>The FP16 tensor throughput must be more than 0 and at most %1 TFLOPS.</source>
        <translation>De FP16-tensordoorvoer moet meer dan 0 en hoogstens %1 TFLOPS zijn.</translation>
    </message>
    <message>
        <source>FP8 and INT8 throughput are 0 (none) or at most %1.</source>
        <translation>De FP8- en INT8-doorvoer is 0 (geen) of hoogstens %1.</translation>
    </message>
    <message>
        <source>NVLink is NVIDIA&apos;s link: choose the CUDA platform, or PCIe.</source>
        <translation>NVLink is de verbinding van NVIDIA: kies het CUDA-platform, of PCIe.</translation>
    </message>
    <message>
        <source>Infinity Fabric is AMD&apos;s link: choose the ROCm platform, or PCIe.</source>
        <translation>Infinity Fabric is de verbinding van AMD: kies het ROCm-platform, of PCIe.</translation>
    </message>
    <message>
        <source>The PCIe generation is 1 to %1.</source>
        <translation>De PCIe-generatie is 1 tot en met %1.</translation>
    </message>
    <message>
        <source>The GPU-to-GPU bandwidth must be more than 0 GB/s.</source>
        <translation>De bandbreedte tussen GPU&apos;s moet meer dan 0 GB/s zijn.</translation>
    </message>
    <message>
        <source>The GPU-to-GPU link (%1 GB/s) cannot be faster than the GPU&apos;s own memory (%2 GB/s).</source>
        <translation>De verbinding tussen GPU&apos;s (%1 GB/s) kan niet sneller zijn dan het eigen geheugen van de GPU (%2 GB/s).</translation>
    </message>
    <message>
        <source>The memory must be at least 1 GB (0.5 GiB).</source>
        <translation>Het geheugen moet minstens 1 GB (0,5 GiB) zijn.</translation>
    </message>
    <message>
        <source>Cannot write a temporary file for the custom GPUs: %1</source>
        <translation>Kan geen tijdelijk bestand voor de eigen GPU&apos;s schrijven: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::DevicesDialog</name>
    <message>
        <source>Mixed GPUs</source>
        <translation>Gemengde GPU&apos;s</translation>
    </message>
    <message>
        <source>The GPUs of one replica, CUDA0 first. The model is split over them as the engine does (llama.cpp: by layer, in proportion to free memory or the tensor split).</source>
        <translation>De GPU&apos;s van één replica, CUDA0 eerst. Het model wordt erover verdeeld zoals de engine dat doet (llama.cpp: per laag, naar verhouding van het vrije geheugen of de tensor split).</translation>
    </message>
    <message>
        <source>&amp;Add GPU</source>
        <translation>GPU &amp;toevoegen</translation>
    </message>
    <message>
        <source>One more GPU at the end of the list</source>
        <translation>Nog een GPU aan het einde van de lijst</translation>
    </message>
    <message>
        <source>&amp;Use the GPU list</source>
        <translation>GPU-lijst &amp;gebruiken</translation>
    </message>
    <message>
        <source>No mixed replica: the GPU and GPU count chosen in the explorer</source>
        <translation>Geen gemengde replica: de GPU en het aantal GPU&apos;s die in de verkenner zijn gekozen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>GPU &amp;%1:</source>
        <translation>GPU &amp;%1:</translation>
    </message>
    <message>
        <source>Take GPU %1 out of the replica</source>
        <translation>GPU %1 uit de replica halen</translation>
    </message>
</context>
<context>
    <name>headroom::ui::DiffusionControls</name>
    <message>
        <source> image</source>
        <translation> beeld</translation>
    </message>
    <message>
        <source> images</source>
        <translation> beelden</translation>
    </message>
    <message>
        <source>VAE &amp;tiling:</source>
        <translation>VAE-t&amp;iling:</translation>
    </message>
    <message>
        <source>Tiles of</source>
        <translation>Tegels van</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>VAE s&amp;licing:</source>
        <translation>&amp;VAE-slicing:</translation>
    </message>
    <message>
        <source>Decode one image of the batch at a time</source>
        <translation>Decodeer de beelden van de batch één voor één</translation>
    </message>
    <message>
        <source>CPU o&amp;ffload:</source>
        <translation>CPU-o&amp;ffload:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Model (one component at a time)</source>
        <translation>Model (één onderdeel tegelijk)</translation>
    </message>
    <message>
        <source>Sequential (one layer at a time)</source>
        <translation>Sequentieel (één laag tegelijk)</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>Re&amp;solutie:</translation>
    </message>
    <message>
        <source>&amp;Images per batch:</source>
        <translation>B&amp;eelden per batch:</translation>
    </message>
    <message>
        <source>diffusers enable_tiling: decode the latent in overlapping tiles of this size</source>
        <translation>diffusers enable_tiling: decodeer de latente representatie in overlappende tegels van deze grootte</translation>
    </message>
    <message>
        <source>diffusers enable_slicing: decode one image of the batch at a time</source>
        <translation>diffusers enable_slicing: decodeer de beelden van de batch één voor één</translation>
    </message>
    <message>
        <source>diffusers enable_model_cpu_offload keeps one component on the GPU at a time; enable_sequential_cpu_offload streams the weights one submodule at a time</source>
        <translation>diffusers enable_model_cpu_offload houdt telkens één onderdeel op de GPU; enable_sequential_cpu_offload streamt de gewichten per submodule</translation>
    </message>
    <message>
        <source>Square image side in pixels</source>
        <translation>Zijde van het vierkante beeld in pixels</translation>
    </message>
    <message>
        <source>Square image side in steps of 64 pixels; the boxes set width and height</source>
        <translation>Zijde van het vierkante beeld in stappen van 64 pixels; de vakken bepalen breedte en hoogte</translation>
    </message>
    <message>
        <source>Image width in pixels</source>
        <translation>Beeldbreedte in pixels</translation>
    </message>
    <message>
        <source>Image height in pixels</source>
        <translation>Beeldhoogte in pixels</translation>
    </message>
    <message>
        <source>Images per batch</source>
        <translation>Beelden per batch</translation>
    </message>
    <message>
        <source>Images generated together (num_images_per_prompt)</source>
        <translation>Beelden die samen worden gegenereerd (num_images_per_prompt)</translation>
    </message>
    <message>
        <source>Image height</source>
        <translation>Beeldhoogte</translation>
    </message>
    <message>
        <source>VAE tile size</source>
        <translation>Tegelgrootte van de VAE</translation>
    </message>
</context>
<context>
    <name>headroom::ui::FitExplorer</name>
    <message>
        <source>Cannot estimate: %1</source>
        <translation>Kan niet schatten: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Per GPU: %1 of %2 GiB in use · KV cache: %3 KiB per token · replicas: %4 · GPUs per replica: %5</source>
        <translation>Per GPU: %1 van %2 GiB in gebruik · KV-cache: %3 KiB per token · replica&apos;s: %4 · GPU&apos;s per replica: %5</translation>
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
        <translation>Ge&amp;wichten:</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>GPU-&amp;aantal:</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>&amp;Tensorparallel:</translation>
    </message>
    <message>
        <source>Con&amp;text length:</source>
        <translation>Conte&amp;xtlengte:</translation>
    </message>
    <message>
        <source>C&amp;oncurrency:</source>
        <translation>Gelijktijdig&amp;heid:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> sequenties</translation>
    </message>
    <message>
        <source>Precision in which the model weights are stored</source>
        <translation>Precisie waarin de modelgewichten zijn opgeslagen</translation>
    </message>
    <message>
        <source>Context length in tokens</source>
        <translation>Contextlengte in tokens</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Gelijktijdige sequenties</translation>
    </message>
    <message>
        <source>Tokens per sequence: prompt plus generated text</source>
        <translation>Tokens per sequentie: prompt plus gegenereerde tekst</translation>
    </message>
    <message>
        <source>Sequences kept in the KV cache at the same time</source>
        <translation>Sequenties die tegelijk in de KV-cache staan</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 — limit: %2</source>
        <translation>%1 — limiet: %2</translation>
    </message>
    <message>
        <source>Not even one sequence fits at %1 tokens</source>
        <translation>Bij %1 tokens past zelfs geen enkele sequentie</translation>
    </message>
    <message>
        <source>Fits 1 sequence at %1 tokens</source>
        <translation>Er past 1 sequentie van %1 tokens</translation>
    </message>
    <message>
        <source>Fits up to %1 concurrent sequences at %2 tokens</source>
        <translation>Er passen tot %1 gelijktijdige sequenties van %2 tokens</translation>
    </message>
    <message>
        <source>No context fits for 1 sequence</source>
        <translation>Voor 1 sequentie past geen enkele context</translation>
    </message>
    <message>
        <source>No context fits at %1 sequences</source>
        <translation>Bij %1 sequenties past geen enkele context</translation>
    </message>
    <message>
        <source>Largest context for 1 sequence: %1 tokens</source>
        <translation>Grootste context voor 1 sequentie: %1 tokens</translation>
    </message>
    <message>
        <source>Largest context at %1 sequences: %2 tokens</source>
        <translation>Grootste context bij %1 sequenties: %2 tokens</translation>
    </message>
    <message>
        <source>Does not fit on up to %1 GPUs of this kind</source>
        <translation>Past niet op maximaal %1 GPU&apos;s van dit type</translation>
    </message>
    <message>
        <source>1 GPU of this kind is enough</source>
        <translation>1 GPU van dit type is genoeg</translation>
    </message>
    <message>
        <source>Needs at least %1 GPUs of this kind (tensor parallel)</source>
        <translation>Minstens %1 GPU&apos;s van dit type nodig (tensorparallel)</translation>
    </message>
    <message>
        <source>binding constraint: %1</source>
        <translation>beperkende factor: %1</translation>
    </message>
    <message>
        <source> · %1 holds %2 tokens of KV cache per GPU</source>
        <translation> · %1 biedt per GPU KV-cache voor %2 tokens</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>&amp;K cache:</source>
        <translation>&amp;K-cache:</translation>
    </message>
    <message>
        <source>V c&amp;ache:</source>
        <translation>&amp;V-cache:</translation>
    </message>
    <message>
        <source>Engine settings:</source>
        <translation>Engine-instellingen:</translation>
    </message>
    <message>
        <source>Inference engine whose memory rules the estimate follows</source>
        <translation>Inferentie-engine waarvan de schatting de geheugenregels volgt</translation>
    </message>
    <message>
        <source>A catalogue model, or a config.json opened with File → Open model config…</source>
        <translation>Een model uit de catalogus, of een config.json geopend via Bestand → Modelconfiguratie openen…</translation>
    </message>
    <message>
        <source>Element type of the K cache (llama.cpp --cache-type-k; vLLM --kv-cache-dtype sets both K and V)</source>
        <translation>Elementtype van de K-cache (llama.cpp --cache-type-k; vLLM --kv-cache-dtype stelt K en V allebei in)</translation>
    </message>
    <message>
        <source>Element type of the V cache (llama.cpp --cache-type-v)</source>
        <translation>Elementtype van de V-cache (llama.cpp --cache-type-v)</translation>
    </message>
    <message>
        <source>%1 uses one type for the K and V caches</source>
        <translation>%1 gebruikt één type voor de K- en V-cache</translation>
    </message>
    <message>
        <source>Transformers-style static cache: batch × context, no engine reserve.</source>
        <translation>Statische cache zoals in Transformers: batch × context, geen engine-reserve.</translation>
    </message>
    <message>
        <source>GPU memory &amp;utilization:</source>
        <translation>Ben&amp;utting GPU-geheugen:</translation>
    </message>
    <message>
        <source>vLLM --gpu-memory-utilization: the share of GPU memory vLLM budgets for weights, activations and the KV cache</source>
        <translation>vLLM --gpu-memory-utilization: het deel van het GPU-geheugen dat vLLM reserveert voor gewichten, activaties en de KV-cache</translation>
    </message>
    <message>
        <source>Max &amp;batched tokens:</source>
        <translation>Max. tokens per &amp;batch:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>standaard</translation>
    </message>
    <message>
        <source>vLLM --max-num-batched-tokens; default: 8,192 on GPUs with at least 70 GiB (except A100), else 2,048</source>
        <translation>vLLM --max-num-batched-tokens; standaard: 8.192 op GPU&apos;s met minstens 70 GiB (behalve A100), anders 2.048</translation>
    </message>
    <message>
        <source>&amp;Batch (num_batch):</source>
        <translation>&amp;Batch (num_batch):</translation>
    </message>
    <message>
        <source>Micro-&amp;batch (-ub):</source>
        <translation>Micro&amp;batch (-ub):</translation>
    </message>
    <message>
        <source>Ollama num_batch: tokens per compute step</source>
        <translation>Ollama num_batch: tokens per rekenstap</translation>
    </message>
    <message>
        <source>llama.cpp --ubatch-size: tokens per compute step (sizes the compute buffer)</source>
        <translation>llama.cpp --ubatch-size: tokens per rekenstap (bepaalt de grootte van de rekenbuffer)</translation>
    </message>
    <message>
        <source>Flash atte&amp;ntion</source>
        <translation>Flash atte&amp;ntion</translation>
    </message>
    <message>
        <source>OLLAMA_FLASH_ATTENTION; without it Ollama keeps the KV cache in F16</source>
        <translation>OLLAMA_FLASH_ATTENTION; zonder deze instelling houdt Ollama de KV-cache in F16</translation>
    </message>
    <message>
        <source>llama.cpp --flash-attn; without it a quantized V cache is stored as F16</source>
        <translation>llama.cpp --flash-attn; zonder deze optie wordt een gekwantiseerde V-cache als F16 opgeslagen</translation>
    </message>
    <message>
        <source>%1 (from config)</source>
        <translation>%1 (uit configuratie)</translation>
    </message>
    <message>
        <source>%1 The weights are now %2.</source>
        <translation>%1 De gewichten zijn nu %2.</translation>
    </message>
    <message>
        <source>Needs at least %1 GPUs of this kind (layer split)</source>
        <translation>Minstens %1 GPU&apos;s van dit type nodig (verdeling per laag)</translation>
    </message>
    <message>
        <source>Check “%1”.</source>
        <translation>Controleer „%1”.</translation>
    </message>
    <message>
        <source> · layers per GPU: %1 (the figures are the most loaded GPU&apos;s)</source>
        <translation> · lagen per GPU: %1 (de cijfers gelden voor de zwaarst belaste GPU)</translation>
    </message>
    <message>
        <source>&amp;Layer split over:</source>
        <translation>Verdeling per &amp;laag over:</translation>
    </message>
    <message>
        <source>GPUs that split one model replica by tensor parallelism (must divide the attention heads); the others hold further replicas</source>
        <translation>GPU&apos;s die samen één modelreplica dragen via tensorparallellisme (moet het aantal attention-heads delen); de overige houden extra replica&apos;s</translation>
    </message>
    <message>
        <source>GPUs that split one model replica by layer (--split-mode layer, any number); the others hold further replicas</source>
        <translation>GPU&apos;s die samen één modelreplica dragen via verdeling per laag (--split-mode layer, elk aantal); de overige houden extra replica&apos;s</translation>
    </message>
    <message>
        <source>Workloa&amp;d:</source>
        <translation>We&amp;rklast:</translation>
    </message>
    <message>
        <source>What runs on the GPUs: serving the model, training it (full fine-tune, LoRA, QLoRA) or generating images with a diffusion pipeline</source>
        <translation>Wat er op de GPU&apos;s draait: het model serveren, het trainen (volledige fine-tuning, LoRA, QLoRA) of beelden genereren met een diffusiepijplijn</translation>
    </message>
    <message>
        <source>Denoiser &amp;weights:</source>
        <translation>&amp;Denoisergewichten:</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>Se&amp;quentielengte:</translation>
    </message>
    <message>
        <source>An image-generation pipeline: text encoders, denoiser and VAE</source>
        <translation>Een beeldgeneratiepijplijn: tekstencoders, denoiser en VAE</translation>
    </message>
    <message>
        <source>Sequence length in tokens</source>
        <translation>Sequentielengte in tokens</translation>
    </message>
    <message>
        <source>Tokens per training sequence (packed or padded to this length)</source>
        <translation>Tokens per trainingssequentie (samengepakt of opgevuld tot deze lengte)</translation>
    </message>
    <message>
        <source>A GPU of your own (Custom GPU…)</source>
        <translation>Een eigen GPU (Eigen GPU…)</translation>
    </message>
    <message>
        <source>Custom GPU…</source>
        <translation>Eigen GPU…</translation>
    </message>
    <message>
        <source>Add a GPU of your own: name, memory, bandwidth, tensor throughput, link</source>
        <translation>Voeg een eigen GPU toe: naam, geheugen, bandbreedte, tensordoorvoer, verbinding</translation>
    </message>
    <message>
        <source>%1 cannot be read as a model file.</source>
        <translation>%1 kan niet als modelbestand worden gelezen.</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Huidige</translation>
    </message>
    <message>
        <source>Current (%1)</source>
        <translation>Huidige (%1)</translation>
    </message>
    <message>
        <source>Engine release</source>
        <translation>Engine-release</translation>
    </message>
    <message>
        <source>Context length %1 is above the model&apos;s maximum of %2 tokens</source>
        <translation>Contextlengte %1 ligt boven het maximum van het model van %2 tokens</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Grafiek</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabel</translation>
    </message>
    <message>
        <source>Show the breakdown as a chart</source>
        <translation>De geheugenverdeling als grafiek tonen</translation>
    </message>
    <message>
        <source>Show the breakdown as a table (View &gt; Show the breakdown as a table)</source>
        <translation>De geheugenverdeling als tabel tonen (Beeld &gt; Geheugenverdeling als tabel tonen)</translation>
    </message>
    <message>
        <source>Show the breakdown as a table</source>
        <translation>De geheugenverdeling als tabel tonen</translation>
    </message>
</context>
<context>
    <name>headroom::ui::GlossaryHistory</name>
    <message>
        <source>The glossary history %1 is damaged and starts empty: %2</source>
        <translation>De geschiedenis van de woordenlijst %1 is beschadigd en begint leeg: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>geen JSON-object</translation>
    </message>
    <message>
        <source>The glossary history %1 has an unknown version and starts empty.</source>
        <translation>De geschiedenis van de woordenlijst %1 heeft een onbekende versie en begint leeg.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Kan de map %1 niet aanmaken</translation>
    </message>
</context>
<context>
    <name>headroom::ui::GlossaryPane</name>
    <message>
        <source>All terms: %1</source>
        <translation>Alle termen: %1</translation>
    </message>
    <message>
        <source>No matches for “%1”</source>
        <translation>Geen treffers voor „%1”</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>Treffers: %1</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>Link openen</translation>
    </message>
    <message>
        <source>Open %1 in your web browser?</source>
        <translation>%1 openen in uw webbrowser?</translation>
    </message>
    <message>
        <source>Also: %1</source>
        <translation>Ook: %1</translation>
    </message>
    <message>
        <source>Not yet translated; shown in English.</source>
        <translation>Nog niet vertaald; in het Engels getoond.</translation>
    </message>
    <message>
        <source>When it matters</source>
        <translation>Wanneer het ertoe doet</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>Zie ook</translation>
    </message>
    <message>
        <source>Show in chart</source>
        <translation>Toon in grafiek</translation>
    </message>
    <message>
        <source>Search terms or meanings…</source>
        <translation>Zoek termen of betekenissen…</translation>
    </message>
    <message>
        <source>Search the glossary</source>
        <translation>Zoeken in de woordenlijst</translation>
    </message>
    <message>
        <source>Glossary results</source>
        <translation>Resultaten in de woordenlijst</translation>
    </message>
    <message>
        <source>Glossary article</source>
        <translation>Artikel in de woordenlijst</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>Lees: %1</translation>
    </message>
    <message>
        <source>In your favourites (remove)</source>
        <translation>In de favorieten (verwijderen)</translation>
    </message>
    <message>
        <source>Add to favourites</source>
        <translation>Toevoegen aan favorieten</translation>
    </message>
    <message>
        <source>From your termbase %1</source>
        <translation>Uit het geïmporteerde termenbestand %1</translation>
    </message>
    <message>
        <source>Type to search terms in English, Dutch and Turkish, pick one from the list, or start with a question.</source>
        <translation>Typ om termen te zoeken in het Engels, Nederlands en Turks, kies er een uit de lijst of begin met een vraag.</translation>
    </message>
    <message>
        <source>No favourites yet: press Ctrl+D on an article</source>
        <translation>Nog geen favorieten: druk op Ctrl+D bij een artikel</translation>
    </message>
    <message>
        <source>Search in English, Dutch and Turkish (Ctrl+K). Up and Down move in the results, Enter opens, Esc clears.</source>
        <translation>Zoeken in het Engels, Nederlands en Turks (Ctrl+K). Pijl-omhoog en Pijl-omlaag bewegen door de resultaten, Enter opent, Esc wist.</translation>
    </message>
    <message>
        <source>Questions to start with, then the terms; Enter opens</source>
        <translation>Eerst vragen om mee te beginnen, daarna de termen; Enter opent</translation>
    </message>
    <message>
        <source>&amp;Find in glossary</source>
        <translation>&amp;Zoeken in woordenlijst</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Terug</translation>
    </message>
    <message>
        <source>Back to the previous article (Alt+Left)</source>
        <translation>Terug naar het vorige artikel (Alt+Left)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vooruit</translation>
    </message>
    <message>
        <source>Forward to the next article (Alt+Right)</source>
        <translation>Vooruit naar het volgende artikel (Alt+Right)</translation>
    </message>
    <message>
        <source>Fa&amp;vourite</source>
        <translation>&amp;Favoriet</translation>
    </message>
    <message>
        <source>Add the open article to the favourites or remove it (Ctrl+D)</source>
        <translation>Voeg het geopende artikel toe aan de favorieten of verwijder het eruit (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Clear history</source>
        <translation>&amp;Geschiedenis wissen</translation>
    </message>
    <message>
        <source>F&amp;avourites</source>
        <translation>F&amp;avorieten</translation>
    </message>
    <message>
        <source>&amp;Recently viewed</source>
        <translation>&amp;Recent bekeken</translation>
    </message>
    <message>
        <source>&amp;Start with a question</source>
        <translation>&amp;Beginnen met een vraag</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vooruit</translation>
    </message>
    <message>
        <source>Favourites</source>
        <translation>Favorieten</translation>
    </message>
    <message>
        <source>Searches that found &amp;nothing…</source>
        <translation>Zoekopdrachten &amp;zonder resultaat…</translation>
    </message>
    <message>
        <source>The searches that found no term, kept on this computer: copy or clear them</source>
        <translation>De zoekopdrachten die geen term vonden, bewaard op deze computer: kopieer of wis ze</translation>
    </message>
    <message>
        <source>Favourites: open a favourite</source>
        <translation>Favorieten: open een favoriet</translation>
    </message>
    <message>
        <source>Best %1 matches</source>
        <translation>Beste %1 treffers</translation>
    </message>
</context>
<context>
    <name>headroom::ui::GlossaryResultModel</name>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>prefix</source>
        <translation>begin</translation>
    </message>
    <message>
        <source>synonym</source>
        <translation>synoniem</translation>
    </message>
    <message>
        <source>part of a term</source>
        <translation>deel van een term</translation>
    </message>
    <message>
        <source>in the definition</source>
        <translation>in de definitie</translation>
    </message>
    <message>
        <source>%1 — matched “%2” (%3, %4)</source>
        <translation>%1 — gevonden: „%2” (%3, %4)</translation>
    </message>
    <message>
        <source>similar spelling</source>
        <translation>vergelijkbare spelling</translation>
    </message>
    <message>
        <source>Start with a question</source>
        <translation>Beginnen met een vraag</translation>
    </message>
    <message>
        <source>All terms</source>
        <translation>Alle termen</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>Result hint: %1 the match tier (&quot;synonym&quot;, &quot;in the definition&quot;), %2 the language code, %3 the matched text with the match in bold.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>all words</source>
        <translation>alle woorden</translation>
    </message>
    <message>
        <source>some words</source>
        <translation>sommige woorden</translation>
    </message>
    <message>
        <source>did you mean</source>
        <translation>bedoelde u</translation>
    </message>
    <message>
        <source>No matches. Did you mean:</source>
        <translation>Geen resultaten. Bedoelde u:</translation>
    </message>
    <message>
        <source>question about %1</source>
        <extracomment>Under a question found by a search: %1 the term of the concept it opens.</extracomment>
        <translation>vraag over %1</translation>
    </message>
</context>
<context>
    <name>headroom::ui::HistoryDialog</name>
    <message>
        <source>The quote history %1 cannot be read: %2</source>
        <translation>De offertegeschiedenis %1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>No quotes yet. Export a quote as a PDF and it appears here.</source>
        <translation>Nog geen offertes. Exporteer een offerte als PDF, dan verschijnt ze hier.</translation>
    </message>
    <message>
        <source>Reopen quote</source>
        <translation>Offerte opnieuw openen</translation>
    </message>
    <message>
        <source>Quote %1 cannot be reopened.
%2</source>
        <translation>Offerte %1 kan niet opnieuw worden geopend.
%2</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>Offerte %1</translation>
    </message>
    <message>
        <source>Export quote %1 again</source>
        <translation>Offerte %1 opnieuw exporteren</translation>
    </message>
    <message>
        <source>Quote %1 cannot be exported again.
%2</source>
        <translation>Offerte %1 kan niet opnieuw worden geëxporteerd.
%2</translation>
    </message>
    <message>
        <source>Exported quote %1 to %2.</source>
        <translation>Offerte %1 geëxporteerd naar %2.</translation>
    </message>
    <message>
        <source>Quote %1 could not be exported.
%2

Retry? The retry is the same operation (same idempotency key) and keeps the reference.</source>
        <translation>Offerte %1 kon niet worden geëxporteerd.
%2

Opnieuw proberen? De nieuwe poging is dezelfde bewerking (dezelfde idempotentiesleutel) en behoudt de referentie.</translation>
    </message>
    <message>
        <source>Quote %1 was not exported: %2</source>
        <translation>Offerte %1 is niet geëxporteerd: %2</translation>
    </message>
    <message>
        <source>Delete quote</source>
        <translation>Offerte verwijderen</translation>
    </message>
    <message>
        <source>Delete quote %1 and its export records from the history? PDF files already written stay where they are; the reference is not issued again.</source>
        <translation>Offerte %1 en de bijbehorende exportgegevens uit de geschiedenis verwijderen? Al geschreven PDF-bestanden blijven staan waar ze staan; de referentie wordt niet opnieuw uitgegeven.</translation>
    </message>
    <message>
        <source>Quote %1 could not be deleted.
%2</source>
        <translation>Offerte %1 kon niet worden verwijderd.
%2</translation>
    </message>
    <message>
        <source>Deleted quote %1.</source>
        <translation>Offerte %1 verwijderd.</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Map openen</translation>
    </message>
    <message>
        <source>The folder %1 cannot be opened.</source>
        <translation>De map %1 kan niet worden geopend.</translation>
    </message>
    <message>
        <source>Quote history</source>
        <translation>Offertegeschiedenis</translation>
    </message>
    <message>
        <source>Quotes exported from this computer, newest first. One reference per configuration: exporting the same configuration again keeps its reference. History file: %1</source>
        <translation>Offertes die vanaf deze computer zijn geëxporteerd, nieuwste eerst. Eén referentie per configuratie: wordt dezelfde configuratie opnieuw geëxporteerd, dan blijft de referentie behouden. Geschiedenisbestand: %1</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referentie</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Last PDF</source>
        <translation>Laatste PDF</translation>
    </message>
    <message>
        <source>&amp;Reopen…</source>
        <translation>Opnieuw &amp;openen…</translation>
    </message>
    <message>
        <source>Open the quote dialog with this quote&apos;s configuration</source>
        <translation>Open het offertevenster met de configuratie van deze offerte</translation>
    </message>
    <message>
        <source>Write a new PDF of the same configuration (same reference)</source>
        <translation>Schrijf een nieuwe PDF van dezelfde configuratie (dezelfde referentie)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Verwijderen…</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>&amp;Map openen</translation>
    </message>
    <message>
        <source>Show the folder of the last PDF</source>
        <translation>Toon de map van de laatste PDF</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Opnieuw &amp;laden</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (ontbreekt)</translation>
    </message>
    <message>
        <source>%1 no longer exists. Use Export PDF again to write a new one.</source>
        <translation>%1 bestaat niet meer. Gebruik PDF opnieuw exporteren om een nieuwe te schrijven.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Termijn</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Export PDF &amp;again…</source>
        <translation>PDF opnieuw &amp;exporteren…</translation>
    </message>
    <message>
        <source>Export PDF again…</source>
        <translation>PDF opnieuw exporteren…</translation>
    </message>
</context>
<context>
    <name>headroom::ui::InferenceControls</name>
    <message>
        <source>Placement:</source>
        <translation>Plaatsing:</translation>
    </message>
    <message>
        <source>Where the engine puts the model&apos;s layers: GPUs, host RAM, pipeline stages</source>
        <translation>Waar de engine de lagen van het model zet: GPU&apos;s, host-RAM, pijplijnfasen</translation>
    </message>
</context>
<context>
    <name>headroom::ui::LanguageSwitcher</name>
    <message>
        <source>Unknown language “%1”.</source>
        <translation>Onbekende taal: „%1”.</translation>
    </message>
    <message>
        <source>The translation file %1 could not be loaded.</source>
        <translation>Het vertaalbestand %1 kon niet worden geladen.</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MainWindow</name>
    <message>
        <source>Showing “%1” in the glossary</source>
        <translation>„%1” staat in de woordenlijst</translation>
    </message>
    <message>
        <source>“%1” is outlined in the chart</source>
        <translation>„%1” is omlijnd in de grafiek</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Export quote PDF…</source>
        <translation>Offerte &amp;exporteren als PDF…</translation>
    </message>
    <message>
        <source>Price a GPU rental and save the quote as a PDF</source>
        <translation>Bereken de prijs van een GPU-huur en sla de offerte op als PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>&amp;Donker thema</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;Over Headroom</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Taal: %1</translation>
    </message>
    <message>
        <source>Quote saved to %1</source>
        <translation>Offerte opgeslagen in %1</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>Over Headroom</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Does a model fit on a GPU configuration? A fit explorer, a trilingual glossary (English, Dutch, Turkish) of GPU, cloud and AI-infrastructure terms, and a quote builder for GPU rental.&lt;/p&gt;&lt;p&gt;Works offline. Every catalogue figure carries its source and date; the built-in prices are example data, not an offer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Past een model op een GPU-configuratie? Een verkenner voor geheugengebruik, een drietalige woordenlijst (Engels, Nederlands, Turks) met termen over GPU&apos;s, cloud en AI-infrastructuur, en een offertemaker voor GPU-huur.&lt;/p&gt;&lt;p&gt;Werkt offline. Elk getal in de catalogus vermeldt zijn bron en datum; de ingebouwde prijzen zijn voorbeeldgegevens, geen aanbieding.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 geïmporteerd</translation>
    </message>
    <message>
        <source>&amp;Open model config…</source>
        <translation>Modelconfiguratie &amp;openen…</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json as a model for the fit explorer</source>
        <translation>Importeer een config.json van Hugging Face als model voor de geheugenverkenner</translation>
    </message>
    <message>
        <source>%1 · %2 × %3 · %4 tokens × %5 sequences</source>
        <translation>%1 · %2 × %3 · %4 tokens × %5 sequenties</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Open model config</source>
        <translation>Modelconfiguratie openen</translation>
    </message>
    <message>
        <source>Model config (*.json);;All files (*)</source>
        <translation>Modelconfiguratie (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cannot import %1.</source>
        <translation>Kan %1 niet importeren.</translation>
    </message>
    <message>
        <source>Fields to check: %1</source>
        <translation>Te controleren velden: %1</translation>
    </message>
    <message>
        <source>Quote &amp;history…</source>
        <translation>Offerte&amp;geschiedenis…</translation>
    </message>
    <message>
        <source>Reopen, export again or delete the quotes exported so far</source>
        <translation>Open eerder geëxporteerde offertes opnieuw, exporteer ze nogmaals of verwijder ze</translation>
    </message>
    <message>
        <source>Open &amp;price list…</source>
        <translation>&amp;Prijslijst openen…</translation>
    </message>
    <message>
        <source>Read a price list (JSON) for the quote dialog</source>
        <translation>Lees een prijslijst (JSON) in voor het offertevenster</translation>
    </message>
    <message>
        <source>&amp;Import termbase…</source>
        <translation>Termenbestand &amp;importeren…</translation>
    </message>
    <message>
        <source>Add the concepts of a TBX termbase beside the built-in glossary</source>
        <translation>Voeg de begrippen van een TBX-termenbestand toe naast de ingebouwde woordenlijst</translation>
    </message>
    <message>
        <source>Export &amp;glossary…</source>
        <translation>&amp;Woordenlijst exporteren…</translation>
    </message>
    <message>
        <source>Save the whole glossary as TBX or CSV</source>
        <translation>Sla de hele woordenlijst op als TBX of CSV</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Woordenlijst</translation>
    </message>
    <message>
        <source>Pick your model and GPU: the verdict under the chart says whether it fits</source>
        <translation>Kies het model en de GPU: het resultaat onder de grafiek geeft aan of het past</translation>
    </message>
    <message>
        <source>Context length raised from %1 to %2 tokens: the KV cache (outlined) grows with it</source>
        <translation>Contextlengte verhoogd van %1 naar %2 tokens: de KV-cache (omlijnd) groeit mee</translation>
    </message>
    <message>
        <source>The KV cache is outlined in the chart</source>
        <translation>De KV-cache is omlijnd in de grafiek</translation>
    </message>
    <message>
        <source>Try another weight precision: the weights (outlined) shrink with fewer bits</source>
        <translation>Probeer een andere precisie voor de gewichten: de gewichten (omlijnd) krimpen met minder bits</translation>
    </message>
    <message>
        <source>Import termbase</source>
        <translation>Termenbestand importeren</translation>
    </message>
    <message>
        <source>TBX termbase (*.tbx *.xml);;All files (*)</source>
        <translation>TBX-termenbestand (*.tbx *.xml);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cannot import %1. The glossary is unchanged.</source>
        <translation>Kan %1 niet importeren. De woordenlijst is niet gewijzigd.</translation>
    </message>
    <message>
        <source>Imported %1: concepts added: %2</source>
        <translation>%1 geïmporteerd: begrippen toegevoegd: %2</translation>
    </message>
    <message>
        <source>; skipped: %1</source>
        <translation>; overgeslagen: %1</translation>
    </message>
    <message>
        <source>Some items were not added; the details list each one.</source>
        <translation>Sommige onderdelen zijn niet toegevoegd; de details vermelden ze stuk voor stuk.</translation>
    </message>
    <message>
        <source>TBX termbase (*.tbx)</source>
        <translation>TBX-termenbestand (*.tbx)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>CSV-spreadsheet (*.csv)</translation>
    </message>
    <message>
        <source>Export glossary</source>
        <translation>Woordenlijst exporteren</translation>
    </message>
    <message>
        <source>Glossary saved to %1</source>
        <translation>Woordenlijst opgeslagen in %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>1 image</source>
        <translation>1 beeld</translation>
    </message>
    <message>
        <source>%1 images</source>
        <translation>%1 beelden</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 × %5 pixels × %6</source>
        <translation>%1 · %2 · %3 · %4 × %5 pixels × %6</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4 tokens × micro-batch %5</source>
        <translation>%1 · %2 · %3 · %4 tokens × microbatch %5</translation>
    </message>
    <message>
        <source>The saved custom GPUs cannot be read: %1</source>
        <translation>De opgeslagen eigen GPU&apos;s kunnen niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Add &amp;custom GPU…</source>
        <translation>&amp;Eigen GPU toevoegen…</translation>
    </message>
    <message>
        <source>Add a GPU of your own to the GPU lists (kept for later sessions)</source>
        <translation>Voeg een eigen GPU toe aan de GPU-lijsten (bewaard voor latere sessies)</translation>
    </message>
    <message>
        <source>What should I &amp;rent?</source>
        <translation>Wat moet ik &amp;huren?</translation>
    </message>
    <message>
        <source>The cheapest GPU configurations of a price list that run your model</source>
        <translation>De goedkoopste GPU-configuraties van een prijslijst die uw model draaien</translation>
    </message>
    <message>
        <source>Fit explorer</source>
        <translation>Geheugenverkenner</translation>
    </message>
    <message>
        <source>What should I rent?</source>
        <translation>Wat moet ik huren?</translation>
    </message>
    <message>
        <source>Added the custom GPU %1</source>
        <translation>Eigen GPU %1 toegevoegd</translation>
    </message>
    <message>
        <source>Custom GPU</source>
        <translation>Eigen GPU</translation>
    </message>
    <message>
        <source>Price list %1 loaded: the quote dialog and “What should I rent?” offer it</source>
        <translation>Prijslijst %1 geladen: het offertevenster en “Wat moet ik huren?” bieden hem aan</translation>
    </message>
    <message>
        <source>Open model &amp;file…</source>
        <translation>Model&amp;bestand openen…</translation>
    </message>
    <message>
        <source>Import a .gguf file or a safetensors checkpoint (with its config.json) with its exact tensor sizes</source>
        <translation>Een .gguf-bestand of een safetensors-checkpoint (met de config.json) importeren met de exacte tensorgroottes</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 tokens × %4 sequences</source>
        <translation>%1 · %2 · %3 tokens × %4 sequenties</translation>
    </message>
    <message>
        <source>Open model file</source>
        <translation>Modelbestand openen</translation>
    </message>
    <message>
        <source>Model files (*.gguf *.safetensors);;All files (*)</source>
        <translation>Modelbestanden (*.gguf *.safetensors);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Go to the fit &amp;explorer</source>
        <translation>Ga naar de &amp;geheugenverkenner</translation>
    </message>
    <message>
        <source>Go to the &amp;glossary search</source>
        <translation>Ga naar &amp;zoeken in de woordenlijst</translation>
    </message>
    <message>
        <source>Show the breakdown as a &amp;table</source>
        <translation>Geheugenverdeling als &amp;tabel tonen</translation>
    </message>
    <message>
        <source>The chart&apos;s figures as a table (for screen readers and copying)</source>
        <translation>De cijfers van de grafiek als tabel (voor schermlezers en om te kopiëren)</translation>
    </message>
</context>
<context>
    <name>headroom::ui::MissedSearchesDialog</name>
    <message>
        <source>Searches that found nothing</source>
        <translation>Zoekopdrachten zonder resultaat</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Zoekopdracht</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Aantal keer</translation>
    </message>
    <message>
        <source>Last searched</source>
        <translation>Laatst gezocht</translation>
    </message>
    <message>
        <source>&amp;Copy all</source>
        <translation>Alles &amp;kopiëren</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Wissen</translation>
    </message>
    <message>
        <source>Could not clear the list: %1</source>
        <translation>Kan de lijst niet wissen: %1</translation>
    </message>
    <message>
        <source>Every search found something so far.</source>
        <extracomment>Above the list of searches that found nothing; %1 the file it is kept in.</extracomment>
        <translation>Tot nu toe heeft elke zoekopdracht iets gevonden.</translation>
    </message>
    <message>
        <source>Kept on this computer only, in %1. Copy the list to report missing terms.</source>
        <translation>Alleen op deze computer bewaard, in %1. Kopieer de lijst om ontbrekende termen te melden.</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>het geheugen</translation>
    </message>
</context>
<context>
    <name>headroom::ui::PlacementControls</name>
    <message>
        <source>One replica of these GPUs, CUDA0 first; the GPU and GPU count above are not used</source>
        <translation>Eén replica van deze GPU&apos;s, CUDA0 eerst; de GPU en het aantal GPU&apos;s hierboven worden niet gebruikt</translation>
    </message>
    <message>
        <source>GPU la&amp;yers:</source>
        <translation>GPU-&amp;lagen:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>llama.cpp --n-gpu-layers (Ollama num_gpu): the last layers offloaded to the GPUs, the others stay in host RAM; layers + 1 also offloads the output layer. All: every layer and the output layer</source>
        <translation>llama.cpp --n-gpu-layers (Ollama num_gpu): de laatste lagen worden naar de GPU&apos;s verplaatst, de andere blijven in host-RAM; lagen + 1 verplaatst ook de uitvoerlaag. Alle: elke laag en de uitvoerlaag</translation>
    </message>
    <message>
        <source>Tensor s&amp;plit:</source>
        <translation>Tensor s&amp;plit:</translation>
    </message>
    <message>
        <source>by free memory</source>
        <translation>naar vrij geheugen</translation>
    </message>
    <message>
        <source>llama.cpp --tensor-split: the share of layers per GPU, e.g. 3,2 (one number per GPU); empty: in proportion to each GPU&apos;s free memory</source>
        <translation>llama.cpp --tensor-split: het aandeel van de lagen per GPU, bijv. 3,2 (één getal per GPU); leeg: naar verhouding van het vrije geheugen van elke GPU</translation>
    </message>
    <message>
        <source>E&amp;xperts on CPU</source>
        <translation>E&amp;xperts op CPU</translation>
    </message>
    <message>
        <source>llama.cpp -ot exps=CPU (--cpu-moe): the routed experts of every layer stay in host RAM, attention and the KV cache on the GPUs</source>
        <translation>llama.cpp -ot exps=CPU (--cpu-moe): de gerouteerde experts van elke laag blijven in host-RAM, attention en de KV-cache op de GPU&apos;s</translation>
    </message>
    <message>
        <source>Pipeline para&amp;llel:</source>
        <translation>Pipeline-para&amp;llel:</translation>
    </message>
    <message>
        <source>vLLM --pipeline-parallel-size: stages of consecutive layers, each over tensor parallel GPUs</source>
        <translation>vLLM --pipeline-parallel-size: fasen van opeenvolgende lagen, elk over tensorparallel-GPU&apos;s</translation>
    </message>
    <message>
        <source>Expert paralle&amp;l</source>
        <translation>Expert-paralle&amp;l</translation>
    </message>
    <message>
        <source>vLLM --enable-expert-parallel: each GPU holds whole experts instead of a slice of every expert</source>
        <translation>vLLM --enable-expert-parallel: elke GPU bevat hele experts in plaats van een deel van elke expert</translation>
    </message>
    <message>
        <source>Mixed GP&amp;Us…</source>
        <translation>Gemengde GP&amp;U&apos;s…</translation>
    </message>
    <message>
        <source>A replica of GPUs of different kinds (e.g. an RTX 4090 and an RTX 3090), one catalogue GPU per row</source>
        <translation>Een replica van GPU&apos;s van verschillende soorten (bijv. een RTX 4090 en een RTX 3090), één GPU uit de catalogus per rij</translation>
    </message>
</context>
<context>
    <name>headroom::ui::PriceListFiles</name>
    <message>
        <source>Open price list</source>
        <translation>Prijslijst openen</translation>
    </message>
    <message>
        <source>Price lists (*.json);;All files (*)</source>
        <translation>Prijslijsten (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cannot use %1 as a price list.
%2</source>
        <translation>Kan %1 niet als prijslijst gebruiken.
%2</translation>
    </message>
</context>
<context>
    <name>headroom::ui::Prompts</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
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
        <translation>Bewaarde chec&amp;kpoints:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Resumable training checkpoints kept in storage for the whole period</source>
        <translation>Hervatbare trainingscheckpoints die de hele periode in opslag blijven</translation>
    </message>
    <message>
        <source>Resumable training checkpoints kept in storage for the whole period, %1 each, priced at the list&apos;s storage rate</source>
        <translation>Hervatbare trainingscheckpoints die de hele periode in opslag blijven, elk %1, geprijsd tegen het opslagtarief van de prijslijst</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteDialog</name>
    <message>
        <source>Storage: %1 GB for %2 hours</source>
        <translation>Opslag: %1 GB gedurende %2 uur</translation>
    </message>
    <message>
        <source>Egress: %1 GB</source>
        <translation>Uitgaand verkeer: %1 GB</translation>
    </message>
    <message>
        <source>Cannot price this: %1</source>
        <translation>Kan hier geen prijs voor berekenen: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Export quote</source>
        <translation>Offerte exporteren</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>GPU-&amp;aantal:</translation>
    </message>
    <message>
        <source>&amp;Term:</source>
        <translation>&amp;Termijn:</translation>
    </message>
    <message>
        <source>&amp;Number of terms:</source>
        <translation>Aantal ter&amp;mijnen:</translation>
    </message>
    <message>
        <source>&amp;Storage:</source>
        <translation>&amp;Opslag:</translation>
    </message>
    <message>
        <source>&amp;Egress:</source>
        <translation>&amp;Uitgaand verkeer:</translation>
    </message>
    <message>
        <source>Hour</source>
        <translation>Uur</translation>
    </message>
    <message>
        <source>Day (24 hours)</source>
        <translation>Dag (24 uur)</translation>
    </message>
    <message>
        <source>Week (7 days)</source>
        <translation>Week (7 dagen)</translation>
    </message>
    <message>
        <source>Month (30 days)</source>
        <translation>Maand (30 dagen)</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Storage kept for the whole rental period, in GB (10⁹ bytes)</source>
        <translation>Opslag voor de hele huurperiode, in GB (10⁹ bytes)</translation>
    </message>
    <message>
        <source>Data leaving the provider, in GB (10⁹ bytes)</source>
        <translation>Data die de aanbieder verlaat, in GB (10⁹ bytes)</translation>
    </message>
    <message>
        <source>Include the fit breakdown</source>
        <translation>Geheugenverdeling meenemen</translation>
    </message>
    <message>
        <source>Price list: %1, retrieved %2. Example data, not an offer.</source>
        <translation>Prijslijst: %1, opgehaald %2. Voorbeeldgegevens, geen aanbieding.</translation>
    </message>
    <message>
        <source>Price list: %1, retrieved %2.</source>
        <translation>Prijslijst: %1, opgehaald %2.</translation>
    </message>
    <message>
        <source>The price list opened last (%1) cannot be used: %2</source>
        <translation>De laatst geopende prijslijst (%1) kan niet worden gebruikt: %2</translation>
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
        <translation>%1 (%2), opgehaald %3</translation>
    </message>
    <message>
        <source>Valid until %1</source>
        <translation>Geldig tot en met %1</translation>
    </message>
    <message>
        <source>Open price list</source>
        <translation>Prijslijst openen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>The price list “%1” has no price for the GPU “%2”.</source>
        <translation>De prijslijst „%1” heeft geen prijs voor de GPU „%2”.</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-uren</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>GPU-dagen</translation>
    </message>
    <message>
        <source>GPU-weeks</source>
        <translation>GPU-weken</translation>
    </message>
    <message>
        <source>GPU-months</source>
        <translation>GPU-maanden</translation>
    </message>
    <message>
        <source>months</source>
        <translation>maanden</translation>
    </message>
    <message>
        <source>GB-months</source>
        <translation>GB-maanden</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>on-demand</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>fixed term, paid up front</source>
        <translation>vaste huurtermijn, vooraf betaald</translation>
    </message>
    <message>
        <source>%1 × %2 for %3 hours, %4</source>
        <translation>%1 × %2 gedurende %3 uur, %4</translation>
    </message>
    <message>
        <source>Dedicated hosting: %1 × %2 hours</source>
        <translation>Dedicated hosting: %1 × %2 uur</translation>
    </message>
    <message>
        <source>%1 for %2 hours</source>
        <translation>%1 gedurende %2 uur</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Omschrijving</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Prijs per eenheid</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Bedrag</translation>
    </message>
    <message>
        <source>%1 (interruptible)</source>
        <translation>%1 (onderbreekbaar)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Subtotal (net)</source>
        <translation>Subtotaal (netto)</translation>
    </message>
    <message>
        <source>Up front (fixed terms)</source>
        <translation>Vooraf (vaste huurtermijnen)</translation>
    </message>
    <message>
        <source>Metered (billed as used)</source>
        <translation>Naar verbruik (gefactureerd volgens gebruik)</translation>
    </message>
    <message>
        <source>VAT %1 % of %2</source>
        <translation>Btw %1 % over %2</translation>
    </message>
    <message>
        <source>Total (VAT excluded)</source>
        <translation>Totaal (exclusief btw)</translation>
    </message>
    <message>
        <source>Hours basis: %1 hours in this period; a day is 24 hours, a week 7 days (168 hours), a month 30 days (720 hours). Stopping does not pause a paid term.</source>
        <translation>Urenbasis: %1 uur in deze periode; een dag is 24 uur, een week 7 dagen (168 uur), een maand 30 dagen (720 uur). Stoppen pauzeert een betaalde termijn niet.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>Quote &lt;b&gt;%1&lt;/b&gt; was already exported to %2.</source>
        <translation>Offerte &lt;b&gt;%1&lt;/b&gt; is al geëxporteerd naar %2.</translation>
    </message>
    <message>
        <source>Exported quote &lt;b&gt;%1&lt;/b&gt; to %2.</source>
        <translation>Offerte &lt;b&gt;%1&lt;/b&gt; geëxporteerd naar %2.</translation>
    </message>
    <message>
        <source>Export quote %1 as PDF</source>
        <translation>Offerte %1 exporteren als PDF</translation>
    </message>
    <message>
        <source>Quote %1 could not be exported.
%2

Retry? The retry is the same operation (same idempotency key) and keeps the reference.</source>
        <translation>Offerte %1 kon niet worden geëxporteerd.
%2

Opnieuw proberen? De nieuwe poging is dezelfde bewerking (dezelfde idempotentiesleutel) en behoudt de referentie.</translation>
    </message>
    <message>
        <source>Quote %1 was not exported: %2</source>
        <translation>Offerte %1 is niet geëxporteerd: %2</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Offerte</translation>
    </message>
    <message>
        <source>&amp;Configuration</source>
        <translation>&amp;Configuratie</translation>
    </message>
    <message>
        <source>&amp;Routes</source>
        <translation>&amp;Routes</translation>
    </message>
    <message>
        <source>Re&amp;tention</source>
        <translation>Be&amp;waring</translation>
    </message>
    <message>
        <source>&amp;Measurements</source>
        <translation>Meti&amp;ngen</translation>
    </message>
    <message>
        <source>&amp;Price list:</source>
        <translation>&amp;Prijslijst:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Openen…</translation>
    </message>
    <message>
        <source>Open a price list file (JSON)</source>
        <translation>Open een prijslijstbestand (JSON)</translation>
    </message>
    <message>
        <source>Pricin&amp;g:</source>
        <translation>Prijs&amp;stelling:</translation>
    </message>
    <message>
        <source>On demand (metered per hour)</source>
        <translation>On-demand (per uur naar verbruik)</translation>
    </message>
    <message>
        <source>Spot (interruptible, metered)</source>
        <translation>Spot (onderbreekbaar, naar verbruik)</translation>
    </message>
    <message>
        <source>Fixed term (paid up front)</source>
        <translation>Vaste huurtermijn (vooraf betaald)</translation>
    </message>
    <message>
        <source>Spot capacity can be taken back at any time: a job on it needs a recovery plan, such as saving training checkpoints and resuming from the last one.</source>
        <translation>Spotcapaciteit kan op elk moment worden teruggenomen: een taak die erop draait, heeft een herstelplan nodig, zoals trainingscheckpoints opslaan en vanaf het laatste checkpoint hervatten.</translation>
    </message>
    <message>
        <source>What is a training checkpoint?</source>
        <translation>Wat is een trainingscheckpoint?</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opties</translation>
    </message>
    <message>
        <source>S&amp;upport:</source>
        <translation>Ondersteun&amp;ing:</translation>
    </message>
    <message>
        <source>Hosting:</source>
        <translation>Hosting:</translation>
    </message>
    <message>
        <source>&amp;Dedicated (not shared)</source>
        <translation>&amp;Dedicated (niet gedeeld)</translation>
    </message>
    <message>
        <source>&amp;VAT:</source>
        <translation>&amp;Btw:</translation>
    </message>
    <message>
        <source>Add VAT at</source>
        <translation>Btw toevoegen tegen</translation>
    </message>
    <message>
        <source>VAT rate in percent, to two decimals (for example 21 or 5.5)</source>
        <translation>Btw-tarief in procenten, met twee decimalen (bijvoorbeeld 21 of 5.5)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Taa&amp;l:</translation>
    </message>
    <message>
        <source>Valid &amp;for:</source>
        <translation>Geldig&amp;heidsduur:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> dagen</translation>
    </message>
    <message>
        <source>Three ways to run the scenario: who operates what, how each bills, and what idle time costs. Token-billed routes need the token figures of the Measurements tab.</source>
        <translation>Drie manieren om het scenario uit te voeren: wie wat beheert, hoe elke route factureert en wat stilstand kost. Routes die per token factureren, hebben de tokenwaarden van het tabblad Metingen nodig.</translation>
    </message>
    <message>
        <source>Who operates</source>
        <translation>Wie beheert</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Facturering</translation>
    </message>
    <message>
        <source>Cost of the period</source>
        <translation>Kosten van de periode</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>Kosten bij stilstand</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>Uitgaand verkeer</translation>
    </message>
    <message>
        <source>Include the comparison in the PDF</source>
        <translation>Vergelijking opnemen in de PDF</translation>
    </message>
    <message>
        <source>Retention and deletion, as printed in the PDF. Edit the texts to match the offer; untouched texts follow the PDF language.</source>
        <translation>Bewaring en verwijdering, zoals afgedrukt in de PDF. Pas de teksten aan zodat ze overeenkomen met de aanbieding; ongewijzigde teksten volgen de taal van de PDF.</translation>
    </message>
    <message>
        <source>Where each control &amp;applies:</source>
        <translation>Waar elke maatregel &amp;geldt:</translation>
    </message>
    <message>
        <source>E&amp;vidence delivered:</source>
        <translation>Ge&amp;leverd bewijs:</translation>
    </message>
    <message>
        <source>What stays the &amp;customer team&apos;s responsibility:</source>
        <translation>Wat de verantwoordelijkheid van het &amp;klantteam blijft:</translation>
    </message>
    <message>
        <source>Reset to the defaults</source>
        <translation>Standaardwaarden herstellen</translation>
    </message>
    <message>
        <source>What the customer measured or expects. Printed in the PDF as notes; the token figures also price the token-billed routes. Leave a field empty when it is not known.</source>
        <translation>Wat de klant heeft gemeten of verwacht. Wordt als notities in de PDF afgedrukt; de tokenwaarden bepalen ook de prijs van de routes die per token factureren. Laat een veld leeg als de waarde niet bekend is.</translation>
    </message>
    <message>
        <source>&amp;Input tokens per month:</source>
        <translation>&amp;Invoertokens per maand:</translation>
    </message>
    <message>
        <source>&amp;Output tokens per month:</source>
        <translation>&amp;Uitvoertokens per maand:</translation>
    </message>
    <message>
        <source>Con&amp;currency:</source>
        <translation>&amp;Gelijktijdigheid:</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>niet opgegeven</translation>
    </message>
    <message>
        <source>&amp;Error rate:</source>
        <translation>&amp;Foutpercentage:</translation>
    </message>
    <message>
        <source>e.g. below 0.5 % of requests</source>
        <translation>bijv. minder dan 0,5 % van de verzoeken</translation>
    </message>
    <message>
        <source>&amp;Data refresh:</source>
        <translation>&amp;Verversing van gegevens:</translation>
    </message>
    <message>
        <source>e.g. nightly</source>
        <translation>bijv. elke nacht</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Voorbeeld</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exporteren…</translation>
    </message>
    <message>
        <source>No fit scenario: this quote prices the GPUs only.</source>
        <translation>Geen geheugenscenario: deze offerte omvat alleen de GPU&apos;s.</translation>
    </message>
    <message>
        <source>No fit scenario: %1</source>
        <translation>Geen geheugenscenario: %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>cannot be estimated: %1</source>
        <translation>kan niet worden geschat: %1</translation>
    </message>
    <message>
        <source>The quote prices %1; the fit explorer shows %2. Fit of the quoted hardware: %3</source>
        <translation>De offerte gaat uit van %1; de geheugenverkenner toont %2. Geheugencontrole van de geoffreerde hardware: %3</translation>
    </message>
    <message>
        <source>Fit of the quoted hardware (%1): %2</source>
        <translation>Geheugencontrole van de geoffreerde hardware (%1): %2</translation>
    </message>
    <message>
        <source>Checkpoints: %1 kept, %2 GB for %3 hours</source>
        <translation>Checkpoints: %1 bewaard, %2 GB voor %3 uur</translation>
    </message>
</context>
<context>
    <name>headroom::ui::QuoteExporter</name>
    <message>
        <source>The stored quote cannot be read: the field “%1” is missing or not valid.</source>
        <translation>De opgeslagen offerte kan niet worden gelezen: het veld „%1” ontbreekt of is ongeldig.</translation>
    </message>
    <message>
        <source>The price list “%1” of this quote cannot be read.
%2</source>
        <translation>De prijslijst „%1” van deze offerte kan niet worden gelezen.
%2</translation>
    </message>
    <message>
        <source>The price list “%1” of this quote is not available. Open it with File → Open price list… and try again.</source>
        <translation>De prijslijst „%1” van deze offerte is niet beschikbaar. Open deze via Bestand → Prijslijst openen… en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The price list “%1” has changed since this quote was made (retrieved %2 in %3, now %4 in %5).</source>
        <translation>De prijslijst „%1” is gewijzigd sinds deze offerte is gemaakt (opgehaald %2 in %3, nu %4 in %5).</translation>
    </message>
    <message>
        <source>the price list</source>
        <translation>de prijslijst</translation>
    </message>
    <message>
        <source>the stored scenario is not a JSON object</source>
        <translation>het opgeslagen scenario is geen JSON-object</translation>
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
        <translation>Bruikbaar per GPU: %1 GiB</translation>
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
        <translation>Zoals het model is gepubliceerd</translation>
    </message>
    <message>
        <source>No price list is available.</source>
        <translation>Er is geen prijslijst beschikbaar.</translation>
    </message>
    <message>
        <source>The request cannot be solved.</source>
        <translation>De aanvraag kan niet worden opgelost.</translation>
    </message>
    <message>
        <source>Cannot search: %1</source>
        <translation>Kan niet zoeken: %1</translation>
    </message>
    <message>
        <source>Nothing fits: none of the %1 configurations of this price list (up to %2 GPUs) holds the model at this context and concurrency. Allow more GPUs, shorten the context, serve fewer sequences or choose smaller weights.</source>
        <translation>Niets past: geen enkele van de %1 configuraties van deze prijslijst (tot %2 GPU&apos;s) houdt het model bij deze context en gelijktijdigheid. Sta meer GPU&apos;s toe, verkort de context, bedien minder sequenties of kies kleinere gewichten.</translation>
    </message>
    <message>
        <source>%1 configurations fit in memory, but none reaches the speed target. Lower the target or allow more GPUs.</source>
        <translation>%1 configuraties passen in het geheugen, maar geen enkele haalt het snelheidsdoel. Verlaag het doel of sta meer GPU&apos;s toe.</translation>
    </message>
    <message>
        <source>Configurations tried: %1 · fitting: %2 · shown: %3, cheapest first</source>
        <translation>Geprobeerde configuraties: %1 · passend: %2 · getoond: %3, goedkoopste eerst</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>fixed term</source>
        <translation>vaste huurtermijn</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>on-demand</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>tensorparallel %1</translation>
    </message>
    <message>
        <source>layers split over %1</source>
        <translation>lagen verdeeld over %1</translation>
    </message>
    <message>
        <source>%1 · %2 replicas</source>
        <translation>%1 · %2 replica&apos;s</translation>
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
        <translation>%1 in totaal</translation>
    </message>
    <message>
        <source>%1 / 1M output tokens</source>
        <translation>%1 / 1M uitvoertokens</translation>
    </message>
    <message>
        <source>%1 tokens/s per user</source>
        <translation>%1 tokens/s per gebruiker</translation>
    </message>
    <message>
        <source>%1 tokens/s aggregate</source>
        <translation>%1 tokens/s in totaal</translation>
    </message>
    <message>
        <source>first token in %1 ms</source>
        <translation>eerste token na %1 ms</translation>
    </message>
    <message>
        <source>Quote this…</source>
        <translation>Offerte maken…</translation>
    </message>
    <message>
        <source>Open the quote dialog on this configuration</source>
        <translation>Open het offertevenster met deze configuratie</translation>
    </message>
    <message>
        <source>What should I rent?</source>
        <translation>Wat moet ik huren?</translation>
    </message>
    <message>
        <source>Say what you want to run; every GPU of the price list is tried at 1 to the most GPUs and with each pricing, and the configurations that fit (and are fast enough) are listed, cheapest first for the chosen term.</source>
        <translation>Geef aan wat u wilt draaien; elke GPU van de prijslijst wordt geprobeerd met 1 tot het hoogste aantal GPU&apos;s en met elke prijsstelling, en de configuraties die passen (en snel genoeg zijn) worden getoond, de goedkoopste voor de gekozen termijn eerst.</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;Price list:</source>
        <translation>&amp;Prijslijst:</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>Ge&amp;wichten:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>Con&amp;text length:</source>
        <translation>Conte&amp;xtlengte:</translation>
    </message>
    <message>
        <source>&amp;Term:</source>
        <translation>&amp;Termijn:</translation>
    </message>
    <message>
        <source>C&amp;oncurrency:</source>
        <translation>Gelijktijdig&amp;heid:</translation>
    </message>
    <message>
        <source>&amp;Number of terms:</source>
        <translation>Aantal ter&amp;mijnen:</translation>
    </message>
    <message>
        <source>Min. tokens/s per use&amp;r:</source>
        <translation>Min. tokens/s per gebr&amp;uiker:</translation>
    </message>
    <message>
        <source>Pricin&amp;g:</source>
        <translation>Prijs&amp;stelling:</translation>
    </message>
    <message>
        <source>Min. tokens/s &amp;aggregate:</source>
        <translation>Min. tokens/s in tot&amp;aal:</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>Be&amp;nutting:</translation>
    </message>
    <message>
        <source>Mo&amp;st GPUs:</source>
        <translation>Maximaal aantal &amp;GPU&apos;s:</translation>
    </message>
    <message>
        <source>Hour</source>
        <translation>Uur</translation>
    </message>
    <message>
        <source>Day (24 hours)</source>
        <translation>Dag (24 uur)</translation>
    </message>
    <message>
        <source>Week (7 days)</source>
        <translation>Week (7 dagen)</translation>
    </message>
    <message>
        <source>Month (30 days)</source>
        <translation>Maand (30 dagen)</translation>
    </message>
    <message>
        <source>Every pricing the list offers</source>
        <translation>Elke prijsstelling van de lijst</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Fixed term</source>
        <translation>Vaste huurtermijn</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> sequenties</translation>
    </message>
    <message>
        <source>Sequences served at the same time (users)</source>
        <translation>Sequenties die tegelijk worden bediend (gebruikers)</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>geen doel</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>Decode speed each sequence must reach at this concurrency</source>
        <translation>Decodeersnelheid die elke sequentie bij deze gelijktijdigheid moet halen</translation>
    </message>
    <message>
        <source>Decode speed of all sequences together</source>
        <translation>Decodeersnelheid van alle sequenties samen</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of the paid hours the GPUs serve tokens, for the cost per token</source>
        <translation>Aandeel van de betaalde uren waarin de GPU&apos;s tokens leveren, voor de kosten per token</translation>
    </message>
    <message>
        <source>The most GPUs one configuration may use</source>
        <translation>Het hoogste aantal GPU&apos;s dat één configuratie mag gebruiken</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Zoeken</translation>
    </message>
    <message>
        <source>From the fit e&amp;xplorer</source>
        <translation>Uit de geheugen&amp;verkenner</translation>
    </message>
    <message>
        <source>Take the model, engine, weights, context and concurrency of the fit explorer</source>
        <translation>Neem het model, de engine, de gewichten, de context en de gelijktijdigheid van de geheugenverkenner over</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuratie</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Binding
constraint</source>
        <translation>Beperkende
factor</translation>
    </message>
    <message>
        <source>Memory
per GPU</source>
        <translation>Geheugen
per GPU</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>┆ usable per GPU</source>
        <translation>┆ bruikbaar per GPU</translation>
    </message>
    <message>
        <source>GPU configurations that fit, cheapest first</source>
        <translation>GPU-configuraties die passen, goedkoopste eerst</translation>
    </message>
</context>
<context>
    <name>headroom::ui::ThroughputText</name>
    <message>
        <source>Throughput not known for this GPU</source>
        <translation>Doorvoer niet bekend voor deze GPU</translation>
    </message>
</context>
<context>
    <name>headroom::ui::TrainingControls</name>
    <message>
        <source> sequence</source>
        <translation> sequentie</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> sequenties</translation>
    </message>
    <message>
        <source> micro-batch</source>
        <translation> microbatch</translation>
    </message>
    <message>
        <source> micro-batches</source>
        <translation> microbatches</translation>
    </message>
    <message>
        <source>FP32 copy</source>
        <translation>FP32-kopie</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Selectief</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Volledig</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizerstatus</translation>
    </message>
    <message>
        <source>Optimizer state and weights</source>
        <translation>Optimizerstatus en gewichten</translation>
    </message>
    <message>
        <source>O&amp;ptimizer:</source>
        <translation>O&amp;ptimizer:</translation>
    </message>
    <message>
        <source>Master w&amp;eights:</source>
        <translation>Mast&amp;ergewichten:</translation>
    </message>
    <message>
        <source>Gr&amp;adients:</source>
        <translation>Gra&amp;diënten:</translation>
    </message>
    <message>
        <source>Activation c&amp;heckpointing:</source>
        <translation>Acti&amp;vatiecheckpointing:</translation>
    </message>
    <message>
        <source>&amp;Sharding:</source>
        <translation>&amp;Sharding:</translation>
    </message>
    <message>
        <source>Shard gro&amp;up:</source>
        <translation>Shardgr&amp;oep:</translation>
    </message>
    <message>
        <source>CPU o&amp;ffload:</source>
        <translation>CP&amp;U-offload:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opties:</translation>
    </message>
    <message>
        <source>Gradient accumulat&amp;ion:</source>
        <translation>Grad&amp;iëntaccumulatie:</translation>
    </message>
    <message>
        <source>LoRA adapter:</source>
        <translation>LoRA-adapter:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>Ra&amp;ng:</translation>
    </message>
    <message>
        <source>on:</source>
        <translation>op:</translation>
    </message>
    <message>
        <source>Micro-&amp;batch:</source>
        <translation>Mi&amp;crobatch:</translation>
    </message>
    <message>
        <source>Optimizer step in bac&amp;kward</source>
        <translation>Optimizerstap in bac&amp;kward</translation>
    </message>
    <message>
        <source>Flash atte&amp;ntion</source>
        <translation>&amp;Flash attention</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Gradient accumulation changes no memory term.</source>
        <translation>Gradiëntaccumulatie verandert geen enkele geheugenterm.</translation>
    </message>
    <message>
        <source>The optimizer whose state is kept for every trainable parameter</source>
        <translation>De optimizer waarvan de status voor elke trainbare parameter wordt bijgehouden</translation>
    </message>
    <message>
        <source>Mixed precision: an fp32 copy of the trainable weights that the optimizer updates (n/a for fp32 weights)</source>
        <translation>Gemengde precisie: een fp32-kopie van de trainbare gewichten die de optimizer bijwerkt (n.v.t. bij fp32-gewichten)</translation>
    </message>
    <message>
        <source>Element type of the gradients (ignored for fp32 weights)</source>
        <translation>Elementtype van de gradiënten (genegeerd bij fp32-gewichten)</translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass instead of storing them: selective recomputes the attention core, full keeps only each layer&apos;s input</source>
        <translation>Activaties in de terugwaartse doorgang herberekenen in plaats van ze te bewaren: selectief herberekent de kern van de attention, volledig bewaart alleen de invoer van elke laag</translation>
    </message>
    <message>
        <source>How the GPUs share the model states: DDP replicates them, ZeRO and FSDP divide them</source>
        <translation>Hoe de GPU&apos;s de modeltoestand delen: DDP repliceert die, ZeRO en FSDP verdelen die</translation>
    </message>
    <message>
        <source>FSDP HYBRID_SHARD: GPUs per shard group (auto: up to 8), replicated across groups</source>
        <translation>FSDP HYBRID_SHARD: GPU&apos;s per shardgroep (auto: tot 8), gerepliceerd over de groepen</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-Offload / FSDP CPUOffload: what lives in host RAM instead of on the GPU (the weights only with ZeRO-3 or FSDP full shard)</source>
        <translation>DeepSpeed ZeRO-Offload / FSDP CPUOffload: wat in het host-RAM staat in plaats van op de GPU (de gewichten alleen met ZeRO-3 of FSDP full shard)</translation>
    </message>
    <message>
        <source>Fuse the optimizer step into the backward pass: each gradient is freed as soon as its parameter is updated</source>
        <translation>Voer de optimizerstap uit binnen de terugwaartse doorgang: elke gradiënt wordt vrijgegeven zodra zijn parameter is bijgewerkt</translation>
    </message>
    <message>
        <source>SDPA / FlashAttention: no attention-score matrix per layer</source>
        <translation>SDPA / FlashAttention: geen matrix met attentionscores per laag</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step; it changes no memory term, only how many micro-batches make one step</source>
        <translation>Microbatches per optimizerstap; verandert geen geheugenterm, alleen hoeveel microbatches één stap vormen</translation>
    </message>
    <message>
        <source>Rank r of the adapter matrices A (r × in) and B (out × r)</source>
        <translation>Rang r van de adaptermatrices A (r × in) en B (out × r)</translation>
    </message>
    <message>
        <source>Micro-batch in sequences</source>
        <translation>Microbatch in sequenties</translation>
    </message>
    <message>
        <source>Sequences per GPU in one forward and backward pass</source>
        <translation>Sequenties per GPU in één voorwaartse en terugwaartse doorgang</translation>
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
