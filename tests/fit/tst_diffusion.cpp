// SPDX-License-Identifier: GPL-3.0-or-later
// Tests for app/fit/diffusion.h (the image-generation fit model) and the diffusion solvers of
// workloadsolvers.h, on the catalogue presets (resources/catalog/diffusion.json). Expected values are
// worked out by hand from the published configs (the arithmetic is in the comments) or copied from the
// DF02 row of shared/validation/engine-measurements.tsv (the diffusers SDXL blog; see dfRows_data).
// No per-row constants: rows the model cannot meet are QEXPECT_FAIL with their physical reason.

#include <catalog/catalog.h>
#include <fit/diffusion.h>
#include <fit/workloadsolvers.h>

#include <QTest>

#include <cmath>

using namespace headroom::fit;
using headroom::catalog::Catalog;

Q_DECLARE_METATYPE(headroom::fit::Scenario)

namespace {

constexpr qint64 kMiB = 1024 * 1024;
constexpr qint64 kGiB = 1024 * kMiB;
constexpr qint64 k24GiB = 24 * kGiB;          // "a 24 GiB GPU" (an RTX 4090 reports 24,564 MiB)
constexpr qint64 kA100_40GB = 42'505'273'344; // nvidia-smi 40,536 MiB

const DiffusionSpec &preset(const char *id)
{
    const headroom::catalog::DiffusionPreset *p = Catalog::builtIn().diffusionModel(QString::fromLatin1(id));
    if (!p)
        qFatal("no diffusion preset %s", id);
    return p->spec;
}

Scenario scenario(const char *id, const char *format, int images = 1, int side = 0, qint64 memory = kA100_40GB)
{
    Scenario s;
    s.kind = WorkloadKind::Diffusion;
    s.diffusionModel = preset(id);
    s.weightFormat = parseWeightFormat(format);
    s.hardware.gpuId = "a100-40gb";
    s.hardware.memoryBytes = memory;
    s.diffusion.images = images;
    s.diffusion.width = side;
    s.diffusion.height = side;
    return s;
}

DiffusionEstimate estimated(const Scenario &s)
{
    Error error;
    const std::optional<DiffusionEstimate> e = diffusionEstimate(s, &error);
    if (!e)
        qFatal("diffusionEstimate failed: %s: %s", error.field.c_str(), error.message.c_str());
    return *e;
}

const PhaseBreakdown &phase(const DiffusionEstimate &e, DiffusionPhase p)
{
    return e.phases[static_cast<std::size_t>(p)];
}

qint64 decodeActivations(const Scenario &s)
{
    return phase(estimated(s), DiffusionPhase::VaeDecode).activations;
}

} // namespace

class TestDiffusion : public QObject
{
    Q_OBJECT

private slots:
    void presetParameters_data();
    void presetParameters();
    void componentWeights_data();
    void componentWeights();
    void decodeGrowsWithTheImageArea_data();
    void decodeGrowsWithTheImageArea();
    void tiledDecodeFollowsTheTile();
    void slicingDecodesOneImageAtATime();
    void modelOffloadKeepsOnlyTheActiveComponent();
    void sequentialOffloadStreamsLayers();
    void peakIsTheLargestPhase_data();
    void peakIsTheLargestPhase();
    void denoiserActivations();
    void dfRows_data();
    void dfRows();
    void errors_data();
    void errors();
    void defaultsAndEstimate();
    void assumptions();
    void maxImageSideGrowsWithTiling();
    void maxImages();
};

void TestDiffusion::presetParameters_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QList<qint64>>("textEncoders");
    QTest::addColumn<qint64>("denoiser");
    QTest::addColumn<qint64>("vae");
    // Counts from the published configs (diffusion.json cites each with its derivation):
    // CLIP-L text model 123,060,480 = 49,408 x 768 + 77 x 768 + 12 x 7,087,872 + 1,536; with SD 3's 768 x 768
    // text_projection 123,650,304. OpenCLIP bigG with projection 694,659,840 = 49,408 x 1,280 + 77 x 1,280 +
    // 32 x 19,677,440 + 2,560 + 1,280^2. T5-XXL encoder 4,762,310,656 = 32,128 x 4,096 + 24 x 192,946,176 +
    // 32 x 64 + 4,096. VAE with 4 latent channels 83,653,863, with 16 (no quant convs) 83,819,683.
    QTest::newRow("sd15") << "sd15" << QList<qint64>{123'060'480} << qint64(859'520'964) << qint64(83'653'863);
    QTest::newRow("sdxl") << "sdxl" << QList<qint64>{123'060'480, 694'659'840} << qint64(2'567'463'684)
                          << qint64(83'653'863);
    // SD 3: 2,028,328,000 parameters + the 192 x 192 x 1,536 = 56,623,104-value pos_embed buffer.
    QTest::newRow("sd3-medium") << "sd3-medium" << QList<qint64>{123'650'304, 694'659'840, 4'762'310'656}
                                << qint64(2'028'328'000 + 56'623'104) << qint64(83'819'683);
    QTest::newRow("flux1-dev") << "flux1-dev" << QList<qint64>{123'060'480, 4'762'310'656} << qint64(11'901'408'320)
                               << qint64(83'819'683);
}

void TestDiffusion::presetParameters()
{
    QFETCH(QString, id);
    QFETCH(QList<qint64>, textEncoders);
    QFETCH(qint64, denoiser);
    QFETCH(qint64, vae);
    const DiffusionSpec &m = preset(qPrintable(id));
    QCOMPARE(qsizetype(m.textEncoders.size()), textEncoders.size());
    for (qsizetype i = 0; i < textEncoders.size(); ++i)
        QCOMPARE(qint64(m.textEncoders[std::size_t(i)].parameters), textEncoders.at(i));
    QCOMPARE(qint64(m.denoiserParameters), denoiser);
    QCOMPARE(qint64(m.vaeParameters), vae);
    QCOMPARE(m.vaeScaleFactor, 8); // 2^(len([128, 256, 512, 512]) - 1)
}

void TestDiffusion::componentWeights_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("format");
    QTest::addColumn<qint64>("textEncoders");
    QTest::addColumn<qint64>("denoiser");
    QTest::addColumn<qint64>("vaeDecode"); // the VAE during the decode (fp32 when the pipeline upcasts it)
    QTest::addColumn<qint64>("vae");       // the VAE in the other phases
    // sd15 fp16: 123,060,480 x 2; 859,520,964 x 2; 83,653,863 x 2.
    QTest::newRow("sd15 fp16") << "sd15"
                               << "fp16" << qint64(246'120'960) << qint64(1'719'041'928) << qint64(167'307'726)
                               << qint64(167'307'726);
    // sdxl fp16: (123,060,480 + 694,659,840) x 2; 2,567,463,684 x 2; the VAE upcast to fp32 for the decode:
    // 83,653,863 x 4 (force_upcast), x 2 before.
    QTest::newRow("sdxl fp16") << "sdxl"
                               << "fp16" << qint64(1'635'440'640) << qint64(5'134'927'368) << qint64(334'615'452)
                               << qint64(167'307'726);
    // sdxl bf16: needs_upcasting is for an fp16 VAE only; a bf16 VAE decodes in bf16.
    QTest::newRow("sdxl bf16") << "sdxl"
                               << "bf16" << qint64(1'635'440'640) << qint64(5'134'927'368) << qint64(167'307'726)
                               << qint64(167'307'726);
    // sdxl fp32: everything x 4.
    QTest::newRow("sdxl fp32") << "sdxl"
                               << "fp32" << qint64(3'270'881'280) << qint64(10'269'854'736) << qint64(334'615'452)
                               << qint64(334'615'452);
    // sd3-medium fp16: (123,650,304 + 694,659,840 + 4,762,310,656) x 2 = 11,161,241,600, plus T5's wo kept
    // in fp32: 24 x 10,240 x 4,096 = 1,006,632,960 x 2 more bytes = 2,013,265,920 -> 13,174,507,520;
    // transformer 2,084,951,104 x 2; VAE 83,819,683 x 2.
    QTest::newRow("sd3-medium fp16") << "sd3-medium"
                                     << "fp16" << qint64(13'174'507'520) << qint64(4'169'902'208) << qint64(167'639'366)
                                     << qint64(167'639'366);
    // flux1-dev bf16: (123,060,480 + 4,762,310,656) x 2; 11,901,408,320 x 2; 83,819,683 x 2.
    QTest::newRow("flux1-dev bf16") << "flux1-dev"
                                    << "bf16" << qint64(9'770'742'272) << qint64(23'802'816'640) << qint64(167'639'366)
                                    << qint64(167'639'366);
    // flux1-dev q8_0 (ComfyUI-GGUF / stable-diffusion.cpp): the transformer at 8.5 bits,
    // 11,901,408,320 x 17 / 16 = 12,645,246,340; text encoders and VAE stay 16-bit.
    QTest::newRow("flux1-dev q8_0") << "flux1-dev"
                                    << "q8_0" << qint64(9'770'742'272) << qint64(12'645'246'340) << qint64(167'639'366)
                                    << qint64(167'639'366);
    // q4_0: 4.5 bits, 11,901,408,320 x 9 / 16 = 6,694,542,180.
    QTest::newRow("flux1-dev q4_0") << "flux1-dev"
                                    << "q4_0" << qint64(9'770'742'272) << qint64(6'694'542'180) << qint64(167'639'366)
                                    << qint64(167'639'366);
    // fp8 (diffusers layerwise casting, ComfyUI fp8_e4m3fn): 1 byte per transformer weight.
    QTest::newRow("flux1-dev fp8") << "flux1-dev"
                                   << "fp8" << qint64(9'770'742'272) << qint64(11'901'408'320) << qint64(167'639'366)
                                   << qint64(167'639'366);
}

void TestDiffusion::componentWeights()
{
    QFETCH(QString, id);
    QFETCH(QString, format);
    QFETCH(qint64, textEncoders);
    QFETCH(qint64, denoiser);
    QFETCH(qint64, vaeDecode);
    QFETCH(qint64, vae);
    const DiffusionEstimate e = estimated(scenario(qPrintable(id), qPrintable(format)));
    for (const DiffusionPhase p : kAllDiffusionPhases) {
        QCOMPARE(qint64(phase(e, p).textEncoders), textEncoders);
        QCOMPARE(qint64(phase(e, p).denoiser), denoiser);
        QCOMPARE(qint64(phase(e, p).vae), p == DiffusionPhase::VaeDecode ? vaeDecode : vae);
        QCOMPARE(qint64(phase(e, p).runtime), qint64(kRuntimeOverheadBytes));
    }
    QCOMPARE(e.hostBytes, std::int64_t{0});
}

void TestDiffusion::decodeGrowsWithTheImageArea_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<qint64>("expected");
    // sd15 fp16, one image, untiled, elements per pixel (diffusers Decoder, block_out_channels reversed
    // [512, 512, 256, 128]): the last up block's first resnet holds its 256-channel input, GroupNorm of it and
    // SiLU of that: 3 x 256 = 768 (the block at half size: 3 x 512 / 4 = 384; the mid block 6 x 512 / 64 = 48);
    // the decoded image 3; the latent 4 / 64. At 2 bytes: (768 + 3 + 1/16) x W x H x 2.
    QTest::newRow("512") << 512 << qint64(404'258'816);     // 262,144 px: 202,129,408 elements
    QTest::newRow("1024") << 1024 << qint64(1'617'035'264); // x 4
    QTest::newRow("2048") << 2048 << qint64(6'468'141'056); // x 16
}

void TestDiffusion::decodeGrowsWithTheImageArea()
{
    QFETCH(int, side);
    QFETCH(qint64, expected);
    QCOMPARE(decodeActivations(scenario("sd15", "fp16", 1, side)), expected);
    // The ratio to the half side is the area's, 4, exactly: every term grows with W x H.
    if (side >= 1024) {
        const qint64 half = decodeActivations(scenario("sd15", "fp16", 1, side / 2));
        QCOMPARE(expected, 4 * half);
    }
}

void TestDiffusion::tiledDecodeFollowsTheTile()
{
    // sd15 fp16 at 2048 x 2048 (latent 256 x 256). diffusers tiled_decode: tiles of t = tile / 8 latents every
    // floor(0.75 t); each decoded tile (3 x (8 t)^2, cut at the edge) is kept until the blend.
    //  - tile 512: t 64, stride 48: starts 0, 48, ..., 240, heights 64 x 5 + 16 = 336 latents = 2,688 px a side;
    //  - tile 256: t 32, stride 24: starts 0, 24, ..., 240, heights 32 x 10 + 16 = 336 latents, 2,688 px too.
    // Working set 768 x tile^2: 201,326,592 (512) and 50,331,648 (256) elements, 4x apart.
    // Other terms: tiles 3 x 2,688^2 = 21,676,032; image 3 x 2048^2 = 12,582,912; latent 4 x 256^2 = 262,144.
    Scenario s = scenario("sd15", "fp16", 1, 2048);
    s.diffusion.vaeTile = 512;
    const qint64 tile512 = decodeActivations(s);
    QCOMPARE(tile512, qint64(201'326'592 + 21'676'032 + 12'582'912 + 262'144) * 2); // 471,695,360
    s.diffusion.vaeTile = 256;
    const qint64 tile256 = decodeActivations(s);
    QCOMPARE(tile256, qint64(50'331'648 + 21'676'032 + 12'582'912 + 262'144) * 2); // 169,705,472
    // Halving the tile divides the working set by 4; the rest is the same.
    QCOMPARE(tile512 - tile256, 3 * qint64(50'331'648) * 2);
    // Half the image (1024 x 1024, latent 128) at tile 512: starts 0, 48, 96, heights 64 + 64 + 32 = 160 latents
    // = 1,280 px: tiles 3 x 1,280^2 = 4,915,200, image 3,145,728, latent 65,536; the working set is the same
    // 201,326,592, so the image only adds its own tiles, output and latent.
    s = scenario("sd15", "fp16", 1, 1024);
    s.diffusion.vaeTile = 512;
    const qint64 small = decodeActivations(s);
    QCOMPARE(small, qint64(201'326'592 + 4'915'200 + 3'145'728 + 65'536) * 2); // 418,906,112
    QCOMPARE(tile512 - small, qint64((21'676'032 - 4'915'200) + (12'582'912 - 3'145'728) + (262'144 - 65'536)) * 2);
    // Untiled the same 2048^2 image needs 6,468,141,056 bytes (decodeGrowsWithTheImageArea): 13.7x the tiled.
    QVERIFY(decodeActivations(scenario("sd15", "fp16", 1, 2048)) > 13 * tile512);
}

void TestDiffusion::slicingDecodesOneImageAtATime()
{
    // sdxl fp16, 4 images of 1024 x 1024, the VAE upcast to fp32 (4 bytes). Untiled working set per image
    // 768 x 1024^2 = 805,306,368 elements; images 4 x 3 x 1024^2 = 12,582,912; latents 4 x 4 x 128^2 = 262,144.
    Scenario s = scenario("sdxl", "fp16", 4, 1024);
    const qint64 all = decodeActivations(s);
    QCOMPARE(all, qint64(4 * 805'306'368LL + 12'582'912 + 262'144) * 4); // 12,936,282,112
    s.diffusion.vaeSlicing = true;
    const qint64 sliced = decodeActivations(s);
    QCOMPARE(sliced, qint64(805'306'368 + 12'582'912 + 262'144) * 4); // 3,272,605,696
    // Slicing divides the batch term by the images; the decoded images stay (torch.cat of the slices).
    QCOMPARE(all - sliced, 3 * qint64(805'306'368) * 4);
    // One image: slicing changes nothing (AutoencoderKL.decode slices only when z.shape[0] > 1).
    Scenario one = scenario("sdxl", "fp16", 1, 1024);
    const qint64 single = decodeActivations(one);
    one.diffusion.vaeSlicing = true;
    QCOMPARE(decodeActivations(one), single);
}

void TestDiffusion::modelOffloadKeepsOnlyTheActiveComponent()
{
    Scenario s = scenario("sdxl", "fp16", 4, 1024);
    s.diffusion.offload = DiffusionOffload::Model;
    const DiffusionEstimate e = estimated(s);
    const PhaseBreakdown &text = phase(e, DiffusionPhase::TextEncode);
    const PhaseBreakdown &denoise = phase(e, DiffusionPhase::Denoise);
    const PhaseBreakdown &decode = phase(e, DiffusionPhase::VaeDecode);
    // One text encoder at a time: the larger, bigG, 694,659,840 x 2.
    QCOMPARE(qint64(text.textEncoders), qint64(1'389'319'680));
    QCOMPARE(qint64(text.denoiser + text.vae), qint64(0));
    QCOMPARE(qint64(denoise.denoiser), qint64(5'134'927'368));
    QCOMPARE(qint64(denoise.textEncoders + denoise.vae), qint64(0));
    QCOMPARE(qint64(decode.vae), qint64(334'615'452));
    QCOMPARE(qint64(decode.textEncoders + decode.denoiser), qint64(0));
    // Host memory holds all but the running component, the most while the smallest (the 167,307,726-byte
    // fp16 VAE) runs: 1,635,440,640 + 5,134,927,368 = 6,770,368,008.
    QCOMPARE(qint64(e.hostBytes), qint64(6'770'368'008));
    // The activations do not move.
    const DiffusionEstimate resident = estimated(scenario("sdxl", "fp16", 4, 1024));
    for (const DiffusionPhase p : kAllDiffusionPhases)
        QCOMPARE(phase(e, p).activations, phase(resident, p).activations);
}

void TestDiffusion::sequentialOffloadStreamsLayers()
{
    Scenario s = scenario("sdxl", "fp16", 4, 1024);
    s.diffusion.offload = DiffusionOffload::Sequential;
    const DiffusionEstimate e = estimated(s);
    // Largest leaf modules (accelerate moves one module with parameters at a time):
    //  - text encoders: bigG's token embedding 49,408 x 1,280 = 63,242,240 x 2 bytes;
    //  - UNet: the first up resnet conv of the deepest level, (1,280 + 1,280) x 1,280 x 9 = 29,491,200 x 2
    //    (above the GEGLU projection 1,280 x 10,240 = 13,107,200);
    //  - VAE: a 512 -> 512 3x3 conv, 2,359,296 x 4 (fp32 decode).
    QCOMPARE(qint64(phase(e, DiffusionPhase::TextEncode).textEncoders), qint64(126'484'480));
    QCOMPARE(qint64(phase(e, DiffusionPhase::Denoise).denoiser), qint64(58'982'400));
    QCOMPARE(qint64(phase(e, DiffusionPhase::VaeDecode).vae), qint64(9'437'184));
    // Every weight waits in host memory: 1,635,440,640 + 5,134,927,368 + 167,307,726.
    QCOMPARE(qint64(e.hostBytes), qint64(6'937'675'734));
}

void TestDiffusion::peakIsTheLargestPhase_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("peak");
    QTest::newRow("sdxl 4 images: the fp32 decode") << scenario("sdxl", "fp16", 4) << int(DiffusionPhase::VaeDecode);
    Scenario s = scenario("sdxl", "fp16", 4);
    s.diffusion.vaeSlicing = true;
    s.diffusion.vaeTile = 512;
    // Tiled and sliced the decode needs 768 x 512^2 x 4 bytes and the tiles; the UNet's batch of 8 is larger.
    QTest::newRow("sdxl tiled and sliced: the denoiser") << s << int(DiffusionPhase::Denoise);
    s = scenario("sd3-medium", "bf16", 1, 256);
    s.diffusion.offload = DiffusionOffload::Model;
    // Model offload, a small image: T5 (9.5 GB in bf16) is the largest component.
    QTest::newRow("sd3 model offload 256: T5") << s << int(DiffusionPhase::TextEncode);
    // All resident, FLUX's decode at 1024^2 (768 x 1024^2 x 2 bytes) is above its transformer's working set
    // (4,608 tokens x 36,864 x 2 bytes); with model offload the 23.8 GB transformer alone makes the denoising largest.
    QTest::newRow("flux bf16: the decode") << scenario("flux1-dev", "bf16") << int(DiffusionPhase::VaeDecode);
    s = scenario("flux1-dev", "bf16");
    s.diffusion.offload = DiffusionOffload::Model;
    QTest::newRow("flux bf16 model offload: the transformer") << s << int(DiffusionPhase::Denoise);
}

void TestDiffusion::peakIsTheLargestPhase()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, peak);
    const DiffusionEstimate e = estimated(scenario);
    QCOMPARE(int(e.peakPhase), peak);
    for (const PhaseBreakdown &p : e.phases)
        QVERIFY(p.total() <= e.peak().total());
    // Estimate::perDevice is the peak phase (workloadestimate.cpp).
    const Result<Estimate> r = estimate(scenario);
    QVERIFY(r.ok());
    QCOMPARE(r.value->perDevice.total(), e.peak().total());
    QCOMPARE(r.value->peakPhase, peak);
    QCOMPARE(qsizetype(r.value->phases.size()), qsizetype(3));
}

void TestDiffusion::denoiserActivations()
{
    // sdxl fp16, 4 images, classifier-free guidance: a batch of 8 at latent 128 x 128. Per sample, elements:
    //  skips: conv_in 320 x 16,384 + down level 0 2 x 320 x 16,384 + its downsampler 320 x 4,096 + level 1
    //  2 x 640 x 4,096 + 640 x 1,024 + level 2 2 x 1,280 x 1,024 = 25,559,040;
    //  working set: the level-1 transformer, 19 x 640 x 4,096 = 49,807,360 (above the level-0 up resnet
    //  3 x (640 + 320) x 16,384 = 47,185,920).
    // 8 x 75,366,400 x 2 bytes = 1,205,862,400, plus the latents 4 x 8 x 4 x 16,384 x 4 = 8,388,608.
    const DiffusionEstimate e = estimated(scenario("sdxl", "fp16", 4));
    QCOMPARE(qint64(phase(e, DiffusionPhase::Denoise).activations), qint64(1'205'862'400 + 8'388'608));
    // flux1-dev bf16, one image, no guidance: tokens (1,024 / 16)^2 = 4,096 + 512 text = 4,608, each
    // (4 + 2 x 4) x 3,072 = 36,864 elements: 169,869,312 x 2 = 339,738,624, plus 4 x 16 x 16,384 x 4 = 4,194,304.
    const DiffusionEstimate flux = estimated(scenario("flux1-dev", "bf16"));
    QCOMPARE(qint64(phase(flux, DiffusionPhase::Denoise).activations), qint64(339'738'624 + 4'194'304));
    // q8_0 adds the dequantized copy of the largest layer, 6 x 3,072^2 = 56,623,104 values x 2 bytes.
    const DiffusionEstimate q8 = estimated(scenario("flux1-dev", "q8_0"));
    QCOMPARE(qint64(phase(q8, DiffusionPhase::Denoise).activations), qint64(339'738'624 + 4'194'304 + 113'246'208));
    // Text encoding in FLUX (bf16): T5 at 512 tokens holds its layer 512 x (2 x 4,096 + 2 x 10,240) =
    // 14,680,064, 25 hidden states 25 x 512 x 4,096 = 52,428,800 and the scores, softmax and position bias
    // 3 x 64 x 512^2 = 50,331,648; plus the embeddings of both encoders 77 x 768 + 512 x 4,096 = 2,156,288.
    QCOMPARE(qint64(phase(flux, DiffusionPhase::TextEncode).activations),
             qint64(14'680'064 + 52'428'800 + 50'331'648 + 2'156'288) * 2);
}

// DF02, https://github.com/huggingface/blog/blob/11e799d7c87eef3c77efedfe2050f91c8351e181/simple_sdxl_optimizations.md
// (notebook: huggingface/notebooks diffusers/exploring_simple optimizations_for_sdxl.ipynb): SDXL base, 4 images
// of 1024 x 1024 per prompt, 25 steps, A100 40GB. "Memory (GB)" is torch.cuda.max_memory_allocated() / 1024^3,
// i.e. GiB of tensors; it does not include the CUDA context, so the comparison leaves out our runtime term.
void TestDiffusion::dfRows_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<double>("measuredGiB");
    QTest::addColumn<QString>("cannotMeet");
    Scenario s = scenario("sdxl", "fp32", 4);
    // The unoptimised row also sets the default attention processor; that changes the UNet phase only.
    QTest::newRow("fp32") << s << 28.09 << QString();
    QTest::newRow("fp16 + SDPA") << scenario("sdxl", "fp16", 4) << 21.72 << QString();
    s = scenario("sdxl", "fp16", 4);
    s.diffusion.offload = DiffusionOffload::Model;
    QTest::newRow("fp16 + model CPU offload")
        << s << 20.21
        << QStringLiteral("The measured 20.21 GiB is the fp16 row less the text encoders' 1.52 GiB: in the measured "
                          "run the UNet (4.78 GiB) was still on the GPU during the VAE decode; the model offloads "
                          "it as enable_model_cpu_offload documents.");
    s.diffusion.offload = DiffusionOffload::Sequential;
    QTest::newRow("fp16 + sequential CPU offload")
        << s << 19.91
        << QStringLiteral("Sequential offload leaves at most one layer on the GPU, so the measured 19.91 GiB is "
                          "nearly all decode memory, 4.8 GiB more than the same decode leaves in the fp16 row "
                          "(21.72 - 6.6 GiB of weights); no tensor of the decoder accounts for it.");
    s = scenario("sdxl", "fp16", 4);
    s.diffusion.vaeSlicing = true;
    QTest::newRow("fp16 + VAE slicing")
        << s << 15.40
        << QStringLiteral("Slicing saves 6.32 GiB for 3 of the 4 images (2.1 GiB each), so the measured decode has "
                          "about 6.7 GiB that does not scale with the images decoded at once; the decoder's tensors "
                          "(3 GiB per image at fp32) do, and the UNet's batch of 8 needs 1.1 GiB.");
    s.diffusion.offload = DiffusionOffload::Sequential;
    QTest::newRow("fp16 + VAE slicing + sequential offload")
        << s << 11.47 << QStringLiteral("As with slicing alone, 8 GiB more than one image's decode tensors.");
    s = scenario("sdxl", "fp16", 4);
    s.diffusionModel.textEncoders.clear();
    QTest::newRow("fp16, precomputed text embeddings")
        << s << 21.85
        << QStringLiteral("The measured peak is above the fp16 row that also holds the text encoders (21.85 vs "
                          "21.72 GiB), so it is not set by the weights the two rows differ by; the model drops the "
                          "encoders' 1.52 GiB.");
    // Not a row here: the Tiny Autoencoder (15.48), a different VAE (madebyollin/taesd) than the preset's.
}

void TestDiffusion::dfRows()
{
    QFETCH(Scenario, scenario);
    QFETCH(double, measuredGiB);
    QFETCH(QString, cannotMeet);
    const DiffusionEstimate e = estimated(scenario);
    const double predictedGiB = double(e.peak().total() - e.peak().runtime) / double(kGiB);
    const double error = (predictedGiB - measuredGiB) / measuredGiB;
    qInfo("DF02 %s: predicted %.2f GiB (peak %s), measured %.2f GiB, error %+.1f %%", QTest::currentDataTag(),
          predictedGiB, phaseKey(e.peakPhase).data(), measuredGiB, 100.0 * error);
    if (!cannotMeet.isEmpty())
        QEXPECT_FAIL("", qPrintable(cannotMeet), Continue);
    QVERIFY2(std::abs(error) <= 0.15, qPrintable(QStringLiteral("error %1 %").arg(100.0 * error, 0, 'f', 1)));
}

void TestDiffusion::errors_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("field");
    Scenario s = scenario("sd15", "fp16", 1, 32);
    QTest::newRow("image below 64") << s << "image";
    s = scenario("sd15", "fp16", 1, 16392);
    QTest::newRow("image above 16,384") << s << "image";
    s = scenario("sd15", "fp16", 1, 516);
    QTest::newRow("not a multiple of 8") << s << "image";
    s = scenario("flux1-dev", "bf16", 1, 1032); // 1,032 = 8 x 129: FLUX needs multiples of 8 x 2
    QTest::newRow("FLUX side not a multiple of 16") << s << "image";
    QTest::newRow("no images") << scenario("sd15", "fp16", 0) << "images";
    QTest::newRow("1,025 images") << scenario("sd15", "fp16", 1025) << "images";
    s = scenario("sd15", "fp16");
    s.diffusion.vaeTile = 32;
    QTest::newRow("tile below 64") << s << "vaeTiling";
    s.diffusion.vaeTile = 1024; // above the 512 x 512 default
    QTest::newRow("tile above the image") << s << "vaeTiling";
    QTest::newRow("GPTQ denoiser") << scenario("sdxl", "gptq-4bit-g128") << "weights";
    QTest::newRow("int4 denoiser") << scenario("sdxl", "int4") << "weights";
    QTest::newRow("llama.cpp file type") << scenario("flux1-dev", "q4_k_m") << "weights";
    s = scenario("sd15", "fp16");
    s.diffusionModel.vaeParameters = 0;
    QTest::newRow("no VAE") << s << "model";
    s = scenario("sd15", "fp16");
    s.diffusionModel.denoiserParameters = 0;
    QTest::newRow("no denoiser") << s << "model";
    s = scenario("sd15", "fp16");
    s.diffusionModel.unetCrossAttention.pop_back();
    QTest::newRow("UNet levels disagree") << s << "model";
    s = scenario("sd15", "fp16");
    s.diffusionModel.vaeScaleFactor = 16;
    QTest::newRow("VAE scale factor not 2^(levels - 1)") << s << "model";
    s = scenario("sd15", "fp16");
    s.diffusionModel.textEncoders[0].parameters = 0;
    QTest::newRow("text encoder without parameters") << s << "model";
    // 2,048 text encoders of 2^50 parameters in fp32: 2^11 x 2^52 bytes = 2^63, past 64 bits.
    s = scenario("sd15", "fp32");
    TextEncoderSpec huge = s.diffusionModel.textEncoders[0];
    huge.parameters = limits::kMaxParameters;
    s.diffusionModel.textEncoders.assign(2048, huge);
    QTest::newRow("too large for 64 bits") << s << "parameters";
}

void TestDiffusion::errors()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, field);
    Error error;
    QVERIFY(!diffusionEstimate(scenario, &error));
    QCOMPARE(QString::fromStdString(error.field), field);
    QVERIFY(!error.message.empty());
    QVERIFY(!diffusionEstimate(scenario, nullptr)); // no error object: still refused, no crash
    const Result<Estimate> r = estimate(scenario);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromStdString(r.error->field), field);
}

void TestDiffusion::defaultsAndEstimate()
{
    // Width and height 0 take the model's native resolution.
    const DiffusionEstimate sd15 = estimated(scenario("sd15", "fp16"));
    QCOMPARE(sd15.width, 512);
    QCOMPARE(sd15.height, 512);
    const DiffusionEstimate flux = estimated(scenario("flux1-dev", "bf16"));
    QCOMPARE(flux.width, 1024);
    // A non-square image: the decode grows with W x H (512 x 1024 = twice 512 x 512).
    Scenario wide = scenario("sd15", "fp16");
    wide.diffusion.width = 1024;
    QCOMPARE(decodeActivations(wide), 2 * decodeActivations(scenario("sd15", "fp16")));
    // estimate(): fits on a 24 GiB GPU (sd15 needs about 3 GB), headroom = memory - peak.
    const Result<Estimate> r = estimate(scenario("sd15", "fp16", 1, 0, k24GiB));
    QVERIFY(r.ok());
    QVERIFY(r.value->fits);
    QVERIFY(r.value->kind == WorkloadKind::Diffusion);
    QCOMPARE(r.value->headroomBytes, k24GiB - sd15.peak().total());
    QCOMPARE(r.value->imageWidth, 512);
    // FLUX bf16 (23.8 GB transformer) does not fit in 24 GiB.
    const Result<Estimate> big = estimate(scenario("flux1-dev", "bf16", 1, 0, k24GiB));
    QVERIFY(big.ok());
    QVERIFY(!big.value->fits);
    QCOMPARE(big.value->binding, Constraint::GpuMemory);
}

void TestDiffusion::assumptions()
{
    Scenario s = scenario("sdxl", "fp16", 4);
    s.diffusion.offload = DiffusionOffload::Model;
    s.diffusion.vaeTile = 512;
    const Result<Estimate> r = estimate(s);
    QVERIFY(r.ok());
    const Estimate &e = *r.value;
    QCOMPARE(e.assumptions, assumptionTexts(e.assumptionItems));
    // The keys follow AssumptionId (the diffusion section after the training one).
    QCOMPARE(assumptionKey(AssumptionId::DiffusionImage), std::string_view("diffusion_image"));
    QCOMPARE(assumptionKey(AssumptionId::DiffusionPeakVaeDecode), std::string_view("diffusion_peak_vae_decode"));
    const auto has = [&e](AssumptionId id) {
        return std::any_of(e.assumptionItems.begin(), e.assumptionItems.end(),
                           [id](const Assumption &a) { return a.id == id; });
    };
    QVERIFY(has(AssumptionId::DiffusionGuidanceBatch));
    QVERIFY(has(AssumptionId::DiffusionVaeUpcast));
    QVERIFY(has(AssumptionId::DiffusionModelOffload));
    QVERIFY(!has(AssumptionId::DiffusionDecodeFull));
    QCOMPARE(e.assumptionItems.front(),
             (Assumption{AssumptionId::DiffusionImage, {std::int64_t{1024}, std::int64_t{1024}, std::int64_t{4}}}));
    QCOMPARE(e.assumptions.front(), std::string("Image generation: 1024 x 1024 pixels, 4 images per batch."));
    // Tiles of 512 at 1024 x 1024: starts 0, 48, 96 each way, 9 per image.
    const auto tiled = std::find_if(e.assumptionItems.begin(), e.assumptionItems.end(),
                                    [](const Assumption &a) { return a.id == AssumptionId::DiffusionDecodeTiled; });
    QVERIFY(tiled != e.assumptionItems.end());
    QCOMPARE(tiled->args, (std::vector<AssumptionArg>{std::int64_t{512}, std::int64_t{9}}));
    // FLUX in fp16: guidance-distilled, T5 keeps 1,006,632,960 parameters in fp32.
    const Result<Estimate> flux = estimate(scenario("flux1-dev", "fp16"));
    QVERIFY(flux.ok());
    QVERIFY(
        std::any_of(flux.value->assumptionItems.begin(), flux.value->assumptionItems.end(), [](const Assumption &a) {
            return a.id == AssumptionId::DiffusionKeptFp32 &&
                   a.args == std::vector<AssumptionArg>{std::int64_t{1'006'632'960}};
        }));
}

void TestDiffusion::maxImageSideGrowsWithTiling()
{
    // sd15 fp16, one image, on a 24 GiB GPU. Untiled the decode grows as (768 + 3 + 1/16) x side^2 x 2 bytes
    // (decodeGrowsWithTheImageArea), so with 2,132,470,614 bytes of weights and 536,870,912 of runtime it stops
    // at sqrt((25,769,803,776 - 2,669,341,526) / 1,542.125) = 3,870.3 -> 3,864, the multiple of 8 below (the
    // UNet's batch of 2 at that size needs under a third of the decode). Tiled at 512 the decode is bounded and
    // the UNet stops it much later.
    Scenario s = scenario("sd15", "fp16", 1, 512, k24GiB);
    const std::optional<WorkloadSolution> untiled = maxImageSide(s);
    QVERIFY(untiled);
    QCOMPARE(untiled->value, std::int64_t{3864});
    QCOMPARE(untiled->binding, Segment::Activations);
    s.diffusion.vaeTile = 512;
    const std::optional<WorkloadSolution> tiled = maxImageSide(s);
    QVERIFY(tiled);
    QVERIFY2(tiled->value > untiled->value + 1000, qPrintable(QString::number(tiled->value)));
    // The answer fits and one step more does not.
    for (const std::int64_t side : {tiled->value, tiled->value + 8}) {
        Scenario probe = s;
        probe.diffusion.width = probe.diffusion.height = int(side);
        const Result<Estimate> r = estimate(probe);
        QVERIFY(r.ok());
        QCOMPARE(r.value->fits, side == tiled->value);
        if (side != tiled->value)
            QCOMPARE(qint64(tiled->bindingBytes), qint64(r.value->perDevice.activations));
    }
    // FLUX bf16 does not fit at any side in 24 GiB: the transformer's weights stop it.
    const std::optional<WorkloadSolution> flux = maxImageSide(scenario("flux1-dev", "bf16", 1, 0, k24GiB));
    QVERIFY(flux);
    QCOMPARE(flux->value, std::int64_t{0});
    QCOMPARE(flux->binding, Segment::Denoiser);
    QCOMPARE(qint64(flux->bindingBytes), qint64(23'802'816'640));
    // Not a diffusion scenario: no answer.
    Scenario inference = s;
    inference.kind = WorkloadKind::Inference;
    QVERIFY(!maxImageSide(inference));
}

void TestDiffusion::maxImages()
{
    // sdxl fp16 at 1024 x 1024 on 24 GiB: each image adds (768 + 3 + 1/16) x 1024^2 x 4 = 3,234,070,528 bytes of
    // fp32 decode to the weights 1,635,440,640 + 5,134,927,368 + 334,615,452 and the 536,870,912 of runtime:
    // (25,769,803,776 - 7,641,854,372) / 3,234,070,528 = 5.6 -> 5 images.
    Scenario s = scenario("sdxl", "fp16", 1, 1024, k24GiB);
    const std::optional<WorkloadSolution> plain = headroom::fit::maxImages(s);
    QVERIFY(plain);
    QCOMPARE(plain->value, std::int64_t{5});
    QCOMPARE(plain->binding, Segment::Activations);
    // Sliced, the decode holds one image; the UNet's batch (2 per image) and the decoded images grow instead.
    s.diffusion.vaeSlicing = true;
    const std::optional<WorkloadSolution> sliced = headroom::fit::maxImages(s);
    QVERIFY(sliced);
    QVERIFY2(sliced->value > 4 * plain->value, qPrintable(QString::number(sliced->value)));
    Scenario probe = s;
    probe.diffusion.images = int(sliced->value);
    QVERIFY(estimate(probe).value->fits);
    probe.diffusion.images = int(sliced->value) + 1;
    QVERIFY(!estimate(probe).value->fits);
}

QTEST_APPLESS_MAIN(TestDiffusion)
#include "tst_diffusion.moc"
