<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>Catalog</name>
    <message>
        <source>Cannot open the file: %1.</source>
        <translation>Kan het bestand niet openen: %1.</translation>
    </message>
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
        <source>%1: valid_until %2 is before retrieved %3.</source>
        <translation>%1: valid_until %2 ligt vóór retrieved %3.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <source>%1: no GPU with id &quot;%2&quot; in %3.</source>
        <translation>%1: geen GPU met id &quot;%2&quot; in %3.</translation>
    </message>
    <message>
        <source>%1: duplicate price for &quot;%2&quot; (also price %3).</source>
        <translation>%1: dubbele prijs voor &quot;%2&quot; (ook prijs %3).</translation>
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
        <source>%1 is too large (%2)</source>
        <translation>%1 is te groot (%2)</translation>
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
        <source>cannot open the file (%1)</source>
        <translation>kan het bestand niet openen (%1)</translation>
    </message>
    <message>
        <source>the file is %1 bytes, too large for a config.json</source>
        <translation>het bestand is %1 bytes, te groot voor een config.json</translation>
    </message>
</context>
<context>
    <name>headroom::cli::Cli</name>
    <message>
        <source>Usage: headroom [COMMAND] [OPTIONS]</source>
        <translation>Gebruik: headroom [OPDRACHT] [OPTIES]</translation>
    </message>
    <message>
        <source>Without a command, headroom opens its window.</source>
        <translation>Zonder opdracht opent headroom zijn venster.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Opdrachten:</translation>
    </message>
    <message>
        <source>Estimate the GPU memory a model needs: weights, KV cache, activations, runtime.</source>
        <translation>Schat het GPU-geheugen dat een model nodig heeft: gewichten, KV-cache, activaties, runtime.</translation>
    </message>
    <message>
        <source>Price a GPU rental with the example price list and write the quote as PDF.</source>
        <translation>Bereken de prijs van een GPU-huur met de voorbeeldprijslijst en schrijf de offerte als PDF.</translation>
    </message>
    <message>
        <source>Search the glossary in Dutch, English and Turkish.</source>
        <translation>Zoek in de woordenlijst in het Nederlands, Engels en Turks.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opties:</translation>
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
        <source>unknown command &apos;%1&apos;; commands: estimate, quote, glossary (see &apos;headroom --help&apos;)</source>
        <translation>onbekende opdracht &apos;%1&apos;; opdrachten: estimate, quote, glossary (zie &apos;headroom --help&apos;)</translation>
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
        <source>Weights</source>
        <translation>Gewichten</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaties</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Runtime</translation>
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
    <message>
        <source>Result: fits, with %1 GiB headroom per GPU.</source>
        <translation>Resultaat: past, met %1 GiB ruimte over per GPU.</translation>
    </message>
    <message>
        <source>Result: does not fit, short by %1 GiB per GPU (headroom %2 GiB).</source>
        <translation>Resultaat: past niet, %1 GiB te kort per GPU (ruimte %2 GiB).</translation>
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
        <source>%1 (Transformers-style)</source>
        <translation>%1 (zoals Transformers)</translation>
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
        <source>full attention</source>
        <translation>volledige attention</translation>
    </message>
    <message>
        <source>sliding window</source>
        <translation>schuivend venster</translation>
    </message>
    <message>
        <source>chunked local</source>
        <translation>lokaal per blok</translation>
    </message>
    <message>
        <source>MLA latent</source>
        <translation>MLA-latent</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>Engine-reserve</translation>
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
        <source>Largest context at concurrency %1: %2 tokens (limited by %3).</source>
        <translation>Grootste context bij gelijktijdigheid %1: %2 tokens (beperkt door %3).</translation>
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
</context>
<context>
    <name>headroom::cli::FitReport</name>
    <message>
        <source>invalid scenario</source>
        <translation>ongeldig scenario</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-geheugen</translation>
    </message>
    <message>
        <source>vLLM&apos;s KV cache pool</source>
        <translation>de KV-cachepool van vLLM</translation>
    </message>
    <message>
        <source>vLLM&apos;s memory budget (GPU memory × gpu_memory_utilization)</source>
        <translation>het geheugenbudget van vLLM (GPU-geheugen × gpu_memory_utilization)</translation>
    </message>
    <message>
        <source>vLLM&apos;s reserve (GPU memory × (1 − gpu_memory_utilization))</source>
        <translation>de reserve van vLLM (GPU-geheugen × (1 − gpu_memory_utilization))</translation>
    </message>
    <message>
        <source>vLLM&apos;s max_num_seqs</source>
        <translation>max_num_seqs van vLLM</translation>
    </message>
    <message>
        <source>the model&apos;s maximum context</source>
        <translation>de maximale context van het model</translation>
    </message>
    <message>
        <source>no tensor-parallel degree that fits</source>
        <translation>geen tensorparallelle graad die past</translation>
    </message>
</context>
<context>
    <name>headroom::cli::GlossaryCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Toon deze hulp.</translation>
    </message>
    <message>
        <source>Language of the preferred terms and of the ranking: %1 (default en).</source>
        <translation>Taal van de voorkeurstermen en van de rangschikking: %1 (standaard en).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>TAAL</translation>
    </message>
    <message>
        <source>Print a JSON array instead of one line per hit.</source>
        <translation>Geef een JSON-array in plaats van één regel per treffer.</translation>
    </message>
    <message>
        <source>The glossary command; only &apos;search&apos; exists.</source>
        <translation>De woordenlijstopdracht; alleen &apos;search&apos; bestaat.</translation>
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
        <source>missing glossary command; usage: %1</source>
        <translation>woordenlijstopdracht ontbreekt; gebruik: %1</translation>
    </message>
    <message>
        <source>unknown glossary command &apos;%1&apos;; usage: %2</source>
        <translation>onbekende woordenlijstopdracht &apos;%1&apos;; gebruik: %2</translation>
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
        <source>Prices a GPU rental with the built-in example price list (%1, %2) and writes the quote as PDF.
Priced GPUs: %3</source>
        <translation>Berekent de prijs van een GPU-huur met de ingebouwde voorbeeldprijslijst (%1, %2) en schrijft de offerte als PDF.
GPU&apos;s met een prijs: %3</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>onverwacht argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the price list has no price for GPU &apos;%1&apos;; priced GPUs: %2</source>
        <translation>de prijslijst heeft geen prijs voor GPU &apos;%1&apos;; GPU&apos;s met een prijs: %2</translation>
    </message>
    <message>
        <source>--%1 is required with the fit options</source>
        <translation>--%1 is verplicht bij de fit-opties</translation>
    </message>
    <message>
        <source>cannot write the PDF to &apos;%1&apos;</source>
        <translation>kan de PDF niet schrijven naar &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Quote %1, %2</source>
        <translation>Offerte %1, %2</translation>
    </message>
    <message>
        <source>Price list: %1</source>
        <translation>Prijslijst: %1</translation>
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
        <source>Fit: %1 fits, with %2 GiB headroom per GPU.</source>
        <translation>Geheugencontrole: %1 past, met %2 GiB ruimte over per GPU.</translation>
    </message>
    <message>
        <source>Fit: %1 does not fit, short by %2 GiB per GPU.</source>
        <translation>Geheugencontrole: %1 past niet, %2 GiB te kort per GPU.</translation>
    </message>
    <message>
        <source>Language of the PDF: nl, en or tr (default en).</source>
        <translation>Taal van de pdf: nl, en of tr (standaard en).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>TAAL</translation>
    </message>
    <message>
        <source>the %1 translation is not available in this build</source>
        <translation>de vertaling %1 is niet beschikbaar in deze build</translation>
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
        <source>Context length per sequence in tokens (default 4096).</source>
        <translation>Contextlengte per sequentie in tokens (standaard 4096).</translation>
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
        <source>Model id from the catalogue, e.g. llama-3.1-8b, or a Hugging Face config.json (a path ending in .json, or a folder holding config.json).</source>
        <translation>Model-id uit de catalogus, bijv. llama-3.1-8b, of een config.json van Hugging Face (een pad dat eindigt op .json, of een map met een config.json).</translation>
    </message>
    <message>
        <source>ID|CONFIG</source>
        <translation>ID|CONFIGURATIE</translation>
    </message>
    <message>
        <source>Weight format: %1, a GGML type (q8_0, q4_k, iq4_xs, ...), a llama.cpp file type (q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, fp8-block128 or mxfp4 (default: the config&apos;s quantization_config, else bf16).</source>
        <translation>Gewichtsformaat: %1, een GGML-type (q8_0, q4_k, iq4_xs, ...), een llama.cpp-bestandstype (q4_k_m, q5_k_m, ...), gptq-4bit-g128, awq-4bit-g128, nf4, nf4-dq, bnb-int8, fp8-tensor, fp8-block128 of mxfp4 (standaard: de quantization_config uit de configuratie, anders bf16).</translation>
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
</context>
<context>
    <name>headroom::quote::FitLabels</name>
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
        <source>The price list &quot;%1&quot; has a negative storage or egress rate.</source>
        <translation>De prijslijst &quot;%1&quot; heeft een negatief tarief voor opslag of uitgaand verkeer.</translation>
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
        <source>The price list &quot;%1&quot; gives the GPU &quot;%2&quot; no usable hourly price.</source>
        <translation>De prijslijst &quot;%1&quot; geeft de GPU &quot;%2&quot; geen bruikbare uurprijs.</translation>
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
        <source>Quote</source>
        <translation>Offerte</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Referentie: %1</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Datum: %1</translation>
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
        <source>GPU rental: %1
GPUs: %2 · term: %3 (%4&#xa0;h) × %5 = %6&#xa0;h</source>
        <translation>GPU-huur: %1
GPU&apos;s: %2 · termijn: %3 (%4&#xa0;u) × %5 = %6&#xa0;u</translation>
    </message>
    <message>
        <source>Egress: %1&#xa0;GB
leaving the provider</source>
        <translation>Uitgaand verkeer: %1&#xa0;GB
dat de aanbieder verlaat</translation>
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
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>Prijs per eenheid (%1)</translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation>Bedrag (%1)</translation>
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
        <source>Fits: %1 headroom per GPU</source>
        <translation>Past: %1 ruimte over per GPU</translation>
    </message>
    <message>
        <source>Does not fit: %1 short per GPU</source>
        <translation>Past niet: %1 te kort per GPU</translation>
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
        <source>This offer states at which layer retention and deletion are applied, what evidence is delivered, and which responsibilities stay with the customer team. Complete each statement; both sides sign it off before the rental starts.</source>
        <translation>Deze offerte legt vast op welke laag bewaren en verwijderen worden toegepast, welk bewijs wordt geleverd en welke verantwoordelijkheden bij het klantteam blijven. Vul elke verklaring in; beide partijen tekenen voordat de huur begint.</translation>
    </message>
    <message>
        <source>1. Retention and deletion are applied at this layer (for example block storage volume, object storage, snapshots and backups, logs):</source>
        <translation>1. Bewaren en verwijderen worden toegepast op deze laag (bijvoorbeeld blokopslagvolume, objectopslag, snapshots en back-ups, logboeken):</translation>
    </message>
    <message>
        <source>2. Retention period, and the event that triggers deletion (for example end of the paid period):</source>
        <translation>2. Bewaartermijn, en de gebeurtenis die het verwijderen in gang zet (bijvoorbeeld het einde van de betaalde periode):</translation>
    </message>
    <message>
        <source>3. Evidence delivered after deletion (for example deletion log, API record, written confirmation), and by when:</source>
        <translation>3. Bewijs dat na het verwijderen wordt geleverd (bijvoorbeeld verwijderlog, API-registratie, schriftelijke bevestiging), en wanneer uiterlijk:</translation>
    </message>
    <message>
        <source>4. Responsibilities that stay with the customer team (for example data copied out of the rental, application logs, access keys, model files):</source>
        <translation>4. Verantwoordelijkheden die bij het klantteam blijven (bijvoorbeeld data die uit de huuromgeving is gekopieerd, applicatielogboeken, toegangssleutels, modelbestanden):</translation>
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
        <source>Could not save the quote to &quot;%1&quot;: the folder &quot;%2&quot; is read-only or you may not write to it.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: de map &quot;%2&quot; is alleen-lezen of u mag er niet in schrijven.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: %2.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: %2.</translation>
    </message>
    <message>
        <source>Could not save the quote to &quot;%1&quot;: the PDF could not be drawn.</source>
        <translation>Kan de offerte niet opslaan in &quot;%1&quot;: de PDF kon niet worden getekend.</translation>
    </message>
    <message>
        <source>Storage: %1&#xa0;GB
for the paid %2&#xa0;h (1 month = 720&#xa0;h)</source>
        <translation>Opslag: %1&#xa0;GB
voor de betaalde %2&#xa0;u (1 maand = 720&#xa0;u)</translation>
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
        <source>Open a Hugging Face config.json as the fit explorer&apos;s model.</source>
        <translation>Open een config.json van Hugging Face als model in de geheugenverkenner.</translation>
    </message>
    <message>
        <source>unknown engine “%1”</source>
        <translation>onbekende engine „%1”</translation>
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
</context>
<context>
    <name>headroom::ui::FitExplorer</name>
    <message>
        <source>Cannot estimate: %1</source>
        <translation>Kan niet schatten: %1</translation>
    </message>
    <message>
        <source>Check the field “%1”.</source>
        <translation>Controleer het veld „%1”.</translation>
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
        <source>GPUs that split one model replica; the others hold further replicas</source>
        <translation>GPU&apos;s die samen één modelreplica dragen; de overige houden extra replica&apos;s</translation>
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
        <source>Weights set to %1 from torch_dtype.</source>
        <translation>Gewichten op %1 gezet op basis van torch_dtype.</translation>
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
        <source>%1 (from config)</source>
        <translation>%1 (uit configuratie)</translation>
    </message>
    <message>
        <source>Weights stored as %1 from quantization_config (%2): quantized weights with their scales; embeddings, norms and the layers the format keeps unquantized at their own precision.</source>
        <translation>Gewichten opgeslagen als %1 volgens quantization_config (%2): gekwantiseerde gewichten met hun schaalfactoren; embeddings, normalisatielagen en de lagen die het formaat niet kwantiseert op hun eigen precisie.</translation>
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
        <source>Type to search terms in English, Dutch and Turkish, or pick one from the list.</source>
        <translation>Typ om termen in het Engels, Nederlands en Turks te zoeken, of kies er een uit de lijst.</translation>
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
        <source>Search in English, Dutch and Turkish (Ctrl+K). Esc clears, Down moves to the results, Enter opens.</source>
        <translation>Zoek in het Engels, Nederlands en Turks (Ctrl+K). Esc wist, pijl omlaag gaat naar de resultaten, Enter opent.</translation>
    </message>
    <message>
        <source>Glossary results</source>
        <translation>Resultaten in de woordenlijst</translation>
    </message>
    <message>
        <source>Glossary article</source>
        <translation>Artikel in de woordenlijst</translation>
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
</context>
<context>
    <name>headroom::ui::QuoteDialog</name>
    <message>
        <source>%1 × %2 for %3 hours</source>
        <translation>%1 × %2 gedurende %3 uur</translation>
    </message>
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
        <source>Export quote as PDF</source>
        <translation>Offerte exporteren als PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
    <message>
        <source>The quote could not be saved.
%1</source>
        <translation>De offerte kon niet worden opgeslagen.
%1</translation>
    </message>
    <message>
        <source>Export quote PDF</source>
        <translation>Offerte exporteren als PDF</translation>
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
        <source>&amp;Export…</source>
        <translation>&amp;Exporteren…</translation>
    </message>
    <message>
        <source>Price list: %1, retrieved %2. Example data, not an offer.</source>
        <translation>Prijslijst: %1, opgehaald %2. Voorbeeldgegevens, geen aanbieding.</translation>
    </message>
    <message>
        <source>Price list: %1, retrieved %2.</source>
        <translation>Prijslijst: %1, opgehaald %2.</translation>
    </message>
</context>
</TS>
