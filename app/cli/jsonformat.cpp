// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/jsonformat.h>

#include <cli/command.h>
#include <fit/diffusion.h>
#include <quote/historylabels.h>
#include <scenario/labels.h>

#include <QFileInfo>

#include <cmath>

namespace headroom::cli {

QJsonValue jsonInteger(qint64 value)
{
    Q_ASSERT(value <= kMaxExactJsonInteger && value >= -kMaxExactJsonInteger);
    return QJsonValue(value);
}

QString jsonText(const QJsonDocument &document)
{
    QString text = QString::fromUtf8(document.toJson(QJsonDocument::Indented));
    while (text.endsWith(u'\n'))
        text.chop(1);
    return text + u'\n';
}

namespace {

QString weightsSourceKey(WeightsSource source)
{
    switch (source) {
    case WeightsSource::Default:
        return QStringLiteral("default");
    case WeightsSource::Chosen:
        return QStringLiteral("option");
    case WeightsSource::QuantizationConfig:
    case WeightsSource::TorchDtype:
        return QStringLiteral("config");
    case WeightsSource::ModelFile:
        return QStringLiteral("model_file");
    }
    return QString();
}

// devices_bytes[]: one object per GPU of a replica with the per_device_bytes fields (for that GPU) plus
// "device" (its catalogue id), "index", "layers", "holds_output", "usable_bytes", "headroom_bytes" and
// "fits"; host_breakdown_bytes: what host RAM holds (weights, kv_cache, output buffer). `shape` is the
// per_device_bytes object of the estimate, whose keys each device repeats.
void insertDevices(QJsonObject &o, const fit::Estimate &estimate, const QJsonObject &shape)
{
    QJsonArray devices;
    for (const fit::DeviceEstimate &d : estimate.devicesBreakdown) {
        QJsonObject bytes;
        for (auto it = shape.begin(); it != shape.end(); ++it) {
            const QString &key = it.key();
            qint64 value = 0;
            if (key == QLatin1String("weights"))
                value = d.bytes.weights;
            else if (key == QLatin1String("kv_cache"))
                value = d.bytes.kvCache;
            else if (key == QLatin1String("activations"))
                value = d.bytes.activations;
            else if (key == QLatin1String("runtime"))
                value = d.bytes.runtime;
            else if (key == QLatin1String("engine_reserve"))
                value = d.bytes.engineReserve;
            else if (key == QLatin1String("total"))
                value = d.bytes.total();
            else
                value = it.value().toInteger(); // training / diffusion terms: all GPUs alike
            bytes.insert(key, jsonInteger(value));
        }
        bytes.insert(QLatin1String("device"), QString::fromStdString(d.gpuId));
        bytes.insert(QLatin1String("index"), d.index);
        bytes.insert(QLatin1String("layers"), d.layers);
        bytes.insert(QLatin1String("holds_output"), d.holdsOutput);
        bytes.insert(QLatin1String("usable_bytes"), jsonInteger(d.usableBytes));
        bytes.insert(QLatin1String("headroom_bytes"), jsonInteger(d.headroomBytes));
        bytes.insert(QLatin1String("fits"), d.fits);
        devices.append(bytes);
    }
    o.insert(QLatin1String("devices_bytes"), devices);
    o.insert(QLatin1String("binding_device"), estimate.bindingDevice);
    QJsonObject host;
    host.insert(QLatin1String("weights"), jsonInteger(estimate.host.weights));
    host.insert(QLatin1String("kv_cache"), jsonInteger(estimate.host.kvCache));
    host.insert(QLatin1String("output_buffer"), jsonInteger(estimate.host.activations));
    host.insert(QLatin1String("total"), jsonInteger(estimate.hostBytes));
    o.insert(QLatin1String("host_breakdown_bytes"), host);
}

// The placement solvers (llama.cpp family; null otherwise): max_gpu_layers (with its binding GPU),
// fitting_tensor_split (proportions per GPU, null when none fits or one GPU), experts_on_cpu_fits.
void insertPlacementSolvers(QJsonObject &o, const FitReport &report)
{
    const auto bindingOf = [](const std::optional<fit::PlacementSolution> &p) -> QJsonValue {
        return p ? QJsonValue(p->bindingDevice) : QJsonValue();
    };
    o.insert(QLatin1String("max_gpu_layers"),
             report.maxGpuLayers && report.maxGpuLayers->fits ? QJsonValue(report.maxGpuLayers->value) : QJsonValue());
    o.insert(QLatin1String("max_gpu_layers_binding_device"), bindingOf(report.maxGpuLayers));
    QJsonValue split;
    if (report.fittingTensorSplit && report.fittingTensorSplit->fits) {
        QJsonArray proportions;
        for (const double x : report.fittingTensorSplit->tensorSplit)
            proportions.append(x);
        split = proportions;
    }
    o.insert(QLatin1String("fitting_tensor_split"), split);
    o.insert(QLatin1String("fitting_tensor_split_binding_device"), bindingOf(report.fittingTensorSplit));
    o.insert(QLatin1String("experts_on_cpu_fits"),
             report.expertsOnCpu ? QJsonValue(report.expertsOnCpu->fits) : QJsonValue());
    o.insert(QLatin1String("experts_on_cpu_host_bytes"),
             report.expertsOnCpu ? jsonInteger(report.expertsOnCpu->hostBytes) : QJsonValue());
}

// A solver's value, or null when it could not be computed.
QJsonValue solutionValue(const std::optional<fit::Solution> &s)
{
    return s ? jsonInteger(s->value) : QJsonValue(QJsonValue::Null);
}

QJsonValue solutionBinding(const std::optional<fit::Solution> &s)
{
    return s ? QJsonValue(fromStd(fit::constraintKey(s->binding))) : QJsonValue(QJsonValue::Null);
}

QJsonValue workloadValue(const std::optional<fit::WorkloadSolution> &s)
{
    return s ? jsonInteger(s->value) : QJsonValue(QJsonValue::Null);
}

QJsonValue workloadBinding(const std::optional<fit::WorkloadSolution> &s)
{
    return s ? QJsonValue(fromStd(fit::segmentKey(s->binding))) : QJsonValue(QJsonValue::Null);
}

// The training and diffusion terms of a breakdown (0 for inference).
void insertWorkloadTerms(QJsonObject &o, const fit::Breakdown &b)
{
    o.insert(QLatin1String("master_weights"), jsonInteger(b.masterWeights));
    o.insert(QLatin1String("gradients"), jsonInteger(b.gradients));
    o.insert(QLatin1String("optimizer_state"), jsonInteger(b.optimizerState));
    o.insert(QLatin1String("lora_adapters"), jsonInteger(b.loraAdapters));
    o.insert(QLatin1String("logits"), jsonInteger(b.logits));
    o.insert(QLatin1String("sharding_buffers"), jsonInteger(b.shardingBuffers));
}

QJsonObject phaseToJson(const fit::Breakdown &b)
{
    QJsonObject o;
    o.insert(QLatin1String("text_encoders"), jsonInteger(b.textEncoders));
    o.insert(QLatin1String("denoiser"), jsonInteger(b.denoiser));
    o.insert(QLatin1String("vae"), jsonInteger(b.vae));
    o.insert(QLatin1String("activations"), jsonInteger(b.activations));
    o.insert(QLatin1String("runtime"), jsonInteger(b.runtime));
    o.insert(QLatin1String("total"), jsonInteger(b.total()));
    return o;
}

// Training and diffusion settings and results (issue 11).
void insertWorkload(QJsonObject &o, const FitReport &report)
{
    const fit::Scenario &s = report.choice.scenario;
    const fit::Estimate &e = report.estimate;
    o.insert(QLatin1String("workload"), fromStd(fit::toString(s.kind)));
    o.insert(QLatin1String("trainable_parameters"), jsonInteger(e.trainableParameters));
    o.insert(QLatin1String("checkpoint_bytes"), jsonInteger(e.checkpointBytes));
    o.insert(QLatin1String("checkpoint_bytes_per_rank"), jsonInteger(e.checkpointBytesPerRank));
    o.insert(QLatin1String("weights_only_checkpoint_bytes"), jsonInteger(e.weightsOnlyCheckpointBytes));
    if (fit::isTraining(s.kind)) {
        const fit::TrainingSettings &t = s.training;
        QJsonObject training;
        training.insert(QLatin1String("micro_batch_size"), t.microBatch);
        training.insert(QLatin1String("sequence_length"), jsonInteger(s.workload.contextTokens));
        training.insert(QLatin1String("gradient_accumulation"), t.gradientAccumulationSteps);
        training.insert(QLatin1String("optimizer"), fromStd(fit::toString(t.optimizer)));
        training.insert(QLatin1String("master_weights"),
                        t.masterWeights ? QStringLiteral("fp32") : QStringLiteral("none"));
        training.insert(QLatin1String("gradient_dtype"), fromStd(fit::toString(t.gradients)));
        training.insert(QLatin1String("optimizer_in_backward"), t.optimizerInBackward);
        training.insert(QLatin1String("activation_checkpointing"), fromStd(fit::toString(t.checkpointing)));
        training.insert(QLatin1String("flash_attention"), t.flashAttention);
        training.insert(QLatin1String("sharding"), fromStd(fit::toString(t.sharding)));
        training.insert(QLatin1String("shard_degree"), e.shardDegree);
        training.insert(QLatin1String("offload"), fromStd(fit::toString(t.offload)));
        if (s.kind != fit::WorkloadKind::FullFinetune) {
            training.insert(QLatin1String("lora_rank"), t.loraRank);
            training.insert(QLatin1String("lora_targets"),
                            QString::fromStdString(fit::loraTargetsToString(t.loraTargets)));
        }
        o.insert(QLatin1String("training"), training);
        o.insert(QLatin1String("max_micro_batch"), workloadValue(report.maxMicroBatch));
        o.insert(QLatin1String("max_micro_batch_binding"), workloadBinding(report.maxMicroBatch));
        o.insert(QLatin1String("max_sequence_length"), workloadValue(report.maxSequenceLength));
        o.insert(QLatin1String("max_sequence_length_binding"), workloadBinding(report.maxSequenceLength));
        o.insert(QLatin1String("min_gpus_for_sharding"), workloadValue(report.minGpusForSharding));
        o.insert(QLatin1String("min_gpus_for_sharding_binding"), workloadBinding(report.minGpusForSharding));
    }
    if (s.kind == fit::WorkloadKind::Diffusion) {
        const fit::DiffusionSettings &d = s.diffusion;
        QJsonObject diffusion;
        diffusion.insert(QLatin1String("width"), e.imageWidth);
        diffusion.insert(QLatin1String("height"), e.imageHeight);
        diffusion.insert(QLatin1String("images"), d.images);
        diffusion.insert(QLatin1String("vae_tiling"), d.vaeTile);
        diffusion.insert(QLatin1String("vae_slicing"), d.vaeSlicing);
        diffusion.insert(QLatin1String("offload"), fromStd(fit::toString(d.offload)));
        diffusion.insert(QLatin1String("denoiser"), fromStd(fit::toString(s.diffusionModel.denoiserKind)));
        o.insert(QLatin1String("diffusion"), diffusion);
        o.insert(QLatin1String("max_image_side"), workloadValue(report.maxImageSide));
        o.insert(QLatin1String("max_image_side_binding"), workloadBinding(report.maxImageSide));
        o.insert(QLatin1String("max_images"), workloadValue(report.maxImages));
        o.insert(QLatin1String("max_images_binding"), workloadBinding(report.maxImages));
    }
}

// A throughput figure rounded to hundredths (tokens/s, ms): more digits than the model's accuracy would
// only suggest precision.
QJsonValue figure(double value)
{
    return QJsonValue(std::round(value * 100.0) / 100.0);
}

// Issue 13: decode, prefill and time to first token (fit::throughput, computed once in FitReport), null
// when the GPU's speed is not known; prompt and output tokens null only outside inference.
void insertThroughput(QJsonObject &o, const FitReport &report)
{
    const fit::Throughput &t = report.throughput;
    const bool inference = report.choice.scenario.kind == fit::WorkloadKind::Inference;
    const QJsonValue null(QJsonValue::Null);
    const auto known = [&](double value) {
        return t.known ? figure(value) : null;
    };
    o.insert(QLatin1String("decode_tokens_per_second"), known(t.decodeTokensPerSecond));
    o.insert(QLatin1String("decode_tokens_per_second_aggregate"), known(t.decodeTokensPerSecondAggregate));
    o.insert(QLatin1String("prefill_tokens_per_second"), known(t.prefillTokensPerSecond));
    o.insert(QLatin1String("time_to_first_token_ms"), known(t.timeToFirstTokenMs));
    o.insert(QLatin1String("throughput_bound"),
             t.known ? QJsonValue(fromStd(fit::throughputBoundKey(t.decodeBound))) : null);
    o.insert(QLatin1String("prefill_bound"),
             t.known ? QJsonValue(fromStd(fit::throughputBoundKey(t.prefillBound))) : null);
    o.insert(QLatin1String("prompt_tokens"), inference ? jsonInteger(t.promptTokens) : null);
    o.insert(QLatin1String("output_tokens"), inference ? jsonInteger(t.outputTokens) : null);
    const std::string_view calibratedOn = fit::throughputProfile(report.estimate.engine).calibratedOn;
    o.insert(QLatin1String("throughput_profile"), t.known ? QJsonValue(fromStd(calibratedOn)) : null);
}

} // namespace

QJsonObject estimateToJson(const FitReport &report)
{
    const fit::Scenario &scenario = report.choice.scenario;
    const fit::Estimate &estimate = report.estimate;

    QJsonObject perDevice;
    for (const fit::Component c : fit::kAllComponents)
        perDevice.insert(fromStd(fit::componentKey(c)), jsonInteger(estimate.perDevice.value(c)));
    // The engine's reserve has no fit::Component but is part of Breakdown::total().
    perDevice.insert(QLatin1String("engine_reserve"), jsonInteger(estimate.perDevice.engineReserve));
    insertWorkloadTerms(perDevice, estimate.perDevice);
    perDevice.insert(QLatin1String("host_offload"), jsonInteger(estimate.hostOffloadBytes));
    if (!estimate.phases.empty()) {
        QJsonObject phases;
        for (const fit::DiffusionPhase p : fit::kAllDiffusionPhases)
            phases.insert(fromStd(fit::phaseKey(p)), phaseToJson(estimate.phases[std::size_t(p)]));
        perDevice.insert(QLatin1String("phases"), phases);
        perDevice.insert(QLatin1String("peak_phase"),
                         fromStd(fit::phaseKey(static_cast<fit::DiffusionPhase>(estimate.peakPhase))));
        // The diffusion components of the peak phase, beside the phases.
        perDevice.insert(QLatin1String("text_encoders"), jsonInteger(estimate.perDevice.textEncoders));
        perDevice.insert(QLatin1String("denoiser"), jsonInteger(estimate.perDevice.denoiser));
        perDevice.insert(QLatin1String("vae"), jsonInteger(estimate.perDevice.vae));
    }

    QJsonObject byAttention;
    byAttention.insert(QLatin1String("full_attention"), jsonInteger(estimate.kvCacheByAttention.fullAttention));
    byAttention.insert(QLatin1String("sliding_window"), jsonInteger(estimate.kvCacheByAttention.slidingWindow));
    byAttention.insert(QLatin1String("chunked_local"), jsonInteger(estimate.kvCacheByAttention.chunkedLocal));
    byAttention.insert(QLatin1String("mla"), jsonInteger(estimate.kvCacheByAttention.mla));

    QJsonArray assumptions;
    for (const std::string &a : estimate.assumptions)
        assumptions.append(QString::fromStdString(a));

    const QString weightsFormat = QString::fromStdString(fit::toString(report.choice.weightFormat));

    QJsonObject o;
    o.insert(QLatin1String("model"), QString::fromStdString(scenario.model.id));
    o.insert(QLatin1String("model_name"), QString::fromStdString(scenario.model.displayName));
    o.insert(QLatin1String("gpu"), QString::fromStdString(scenario.hardware.gpuId));
    o.insert(QLatin1String("gpus"), scenario.hardware.gpuCount);
    o.insert(QLatin1String("tensor_parallel"), scenario.hardware.tensorParallel);
    o.insert(QLatin1String("devices"), estimate.devices);
    o.insert(QLatin1String("replicas"), estimate.replicas);
    // Layer-split engines (llama.cpp family): the layers each GPU of a replica holds, in GPU order; the
    // per-device figures are those of the most loaded GPU. Empty for engines that shard tensors.
    QJsonArray layersPerDevice;
    for (const int n : estimate.layersPerDevice)
        layersPerDevice.append(n);
    o.insert(QLatin1String("layers_per_device"), layersPerDevice);
    o.insert(QLatin1String("weights_precision"), weightsFormat);
    o.insert(QLatin1String("kv_cache_dtype"), fromStd(fit::toString(scenario.kvCache)));
    o.insert(QLatin1String("context"), jsonInteger(scenario.workload.contextTokens));
    o.insert(QLatin1String("concurrency"), scenario.workload.concurrency);
    o.insert(QLatin1String("per_device_bytes"), perDevice);
    o.insert(QLatin1String("total_per_device_bytes"), jsonInteger(estimate.perDevice.total()));
    o.insert(QLatin1String("usable_per_device_bytes"), jsonInteger(estimate.usablePerDeviceBytes));
    o.insert(QLatin1String("headroom_bytes"), jsonInteger(estimate.headroomBytes));
    o.insert(QLatin1String("fits"), estimate.fits);
    o.insert(QLatin1String("shortfall_bytes"), jsonInteger(scenario::labels::shortfallBytes(estimate)));
    o.insert(QLatin1String("kv_cache_bytes_per_token"), jsonInteger(estimate.kvCacheBytesPerToken));
    o.insert(QLatin1String("max_concurrency"), jsonInteger(estimate.maxConcurrency));
    o.insert(QLatin1String("assumptions"), assumptions);

    o.insert(QLatin1String("engine"), fromStd(fit::toString(estimate.engine)));
    // The engine release (--engine-version as given, else the current release's name) and the stable key
    // of its behaviour profile (fit::profileKey).
    o.insert(QLatin1String("engine_version"), report.choice.engineVersion);
    o.insert(QLatin1String("engine_profile"), fromStd(fit::profileKey(report.choice.engineProfile)));
    o.insert(QLatin1String("weights_format"), weightsFormat);
    o.insert(QLatin1String("weights_format_label"),
             QString::fromStdString(fit::weightFormatLabel(report.choice.weightFormat)));
    o.insert(QLatin1String("weights_approximate"), fit::isApproximate(report.choice.weightFormat));
    o.insert(QLatin1String("weights_source"), weightsSourceKey(report.choice.weightsSource));
    o.insert(QLatin1String("kv_cache_dtype_k"), fromStd(fit::toString(scenario.kvCache)));
    o.insert(QLatin1String("kv_cache_dtype_v"), fromStd(fit::toString(fit::valueCacheDtype(scenario))));
    o.insert(QLatin1String("kv_cache_by_attention"), byAttention);
    o.insert(QLatin1String("binding_constraint"), fromStd(fit::constraintKey(estimate.binding)));
    o.insert(QLatin1String("kv_cache_tokens_allocated"), jsonInteger(estimate.kvCacheTokensCapacity));
    o.insert(QLatin1String("kv_cache_tokens_capacity"), solutionValue(report.kvTokens));
    o.insert(QLatin1String("max_context"), solutionValue(report.maxContext));
    o.insert(QLatin1String("max_context_binding"), solutionBinding(report.maxContext));
    o.insert(QLatin1String("min_gpus"), solutionValue(report.minGpus));
    o.insert(QLatin1String("min_gpus_binding"), solutionBinding(report.minGpus));
    o.insert(QLatin1String("available_kv_cache_bytes"), jsonInteger(estimate.availableKvCacheBytes));
    o.insert(QLatin1String("engine_context_tokens"), jsonInteger(estimate.engineContextTokens));
    o.insert(QLatin1String("host_bytes"), jsonInteger(estimate.hostBytes));
    insertDevices(o, estimate, perDevice);
    insertPlacementSolvers(o, report);
    o.insert(QLatin1String("kv_cache_blocks"), jsonInteger(estimate.kvCacheBlocks));
    o.insert(QLatin1String("kv_cache_blocks_per_sequence"), jsonInteger(estimate.kvCacheBlocksPerSequence));
    o.insert(QLatin1String("cuda_graph_bytes"), jsonInteger(estimate.cudaGraphBytes));
    insertWorkload(o, report);
    insertThroughput(o, report);
    if (!report.choice.modelConfig.isEmpty()) {
        o.insert(QLatin1String("model_config"), report.choice.modelConfig);
        o.insert(QLatin1String("quantization"), report.choice.quantization);
        o.insert(QLatin1String("model_notes"), QJsonArray::fromStringList(report.choice.modelNotes));
    }
    return o;
}

QJsonObject quoteToJson(const quote::Quote &quote, const QDate &validUntil, const QString &pdfPath,
                        const FitReport *fit)
{
    QJsonArray lines;
    for (const quote::LineItem &line : quote.lines) {
        QJsonObject l;
        l.insert(QLatin1String("kind"), line.kind);
        l.insert(QLatin1String("description"), line.description);
        // Issue 5: "quantity" is the count the line is priced for (GPUs, GB, 1); the billed quantity in
        // `unit` (what "quantity" held before) moved to "billed_quantity".
        l.insert(QLatin1String("quantity"), jsonInteger(line.quantity));
        l.insert(QLatin1String("hours"), jsonInteger(line.hours));
        if (line.kind == QLatin1String("gpu") || line.kind == QLatin1String("dedicated"))
            l.insert(QLatin1String("gpu_hours"), jsonInteger(line.gpuHours));
        l.insert(QLatin1String("billed_quantity"), jsonInteger(line.billedQuantity));
        l.insert(QLatin1String("quantity_divisor"), jsonInteger(line.billedDivisor));
        l.insert(QLatin1String("unit"), line.unit);
        l.insert(QLatin1String("unit_price_micros"), jsonInteger(line.unitPriceMicros));
        l.insert(QLatin1String("net_minor"), jsonInteger(line.amount.minor));
        l.insert(QLatin1String("amount_minor"), jsonInteger(line.amount.minor));
        l.insert(QLatin1String("up_front"), line.upFront);
        l.insert(QLatin1String("spot_warning"), line.spotWarning);
        l.insert(QLatin1String("concept_id"), line.conceptId);
        lines.append(l);
    }

    QJsonObject o;
    o.insert(QLatin1String("reference"), quote.reference);
    o.insert(QLatin1String("fingerprint"), quote.fingerprint);
    o.insert(QLatin1String("date"), quote.date.toString(Qt::ISODate));
    if (validUntil.isValid())
        o.insert(QLatin1String("valid_until"), validUntil.toString(Qt::ISODate));
    o.insert(QLatin1String("gpu"), quote.request.gpuId);
    if (!quote.gpuName.isEmpty())
        o.insert(QLatin1String("gpu_name"), quote.gpuName);
    o.insert(QLatin1String("gpus"), quote.request.gpuCount);
    o.insert(QLatin1String("term"), quote::termKey(quote.request.term));
    o.insert(QLatin1String("terms"), quote.request.terms);
    o.insert(QLatin1String("pricing"), quote::pricingModelKey(quote.request.pricing));
    o.insert(QLatin1String("support"), quote.request.supportTierId);
    o.insert(QLatin1String("dedicated"), quote.request.dedicated);
    // Quote::hours is the paid period; "hours" counts GPU-hours (the quantity the GPU line bills).
    o.insert(QLatin1String("hours"), jsonInteger(quote.hours * quote.request.gpuCount));
    o.insert(QLatin1String("period_hours"), jsonInteger(quote.hours));
    o.insert(QLatin1String("currency"), quote.total.currency);
    o.insert(QLatin1String("price_list"), quote.priceListName);
    o.insert(QLatin1String("price_list_id"), quote.priceListId);
    o.insert(QLatin1String("price_list_provider"), quote.priceListProvider);
    if (quote.priceListRetrieved.isValid())
        o.insert(QLatin1String("price_list_retrieved"), quote.priceListRetrieved.toString(Qt::ISODate));
    if (quote.priceListValidUntil.isValid())
        o.insert(QLatin1String("price_list_valid_until"), quote.priceListValidUntil.toString(Qt::ISODate));
    o.insert(QLatin1String("storage_gb"), jsonInteger(quote.request.storageGb));
    o.insert(QLatin1String("egress_gb"), jsonInteger(quote.request.egressGb));
    o.insert(QLatin1String("checkpoints_kept"), quote.request.checkpointsKept);
    o.insert(QLatin1String("checkpoint_bytes"), jsonInteger(quote.request.checkpointBytes));
    o.insert(QLatin1String("lines"), lines);
    o.insert(QLatin1String("subtotal_minor"), jsonInteger(quote.subtotal.minor));
    o.insert(QLatin1String("up_front_minor"), jsonInteger(quote.upFrontMinor));
    o.insert(QLatin1String("metered_minor"), jsonInteger(quote.meteredMinor));
    o.insert(QLatin1String("vat_basis_points"),
             quote.request.vatBasisPoints ? QJsonValue(*quote.request.vatBasisPoints) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("vat_minor"), jsonInteger(quote.vatMinor));
    o.insert(QLatin1String("total_minor"), jsonInteger(quote.total.minor));
    o.insert(QLatin1String("total"), quote::formatMoney(quote.total, QStringLiteral("en")));
    o.insert(QLatin1String("spot_warning"), quote.spotWarning);
    o.insert(QLatin1String("example_data"), quote.exampleData);
    if (!pdfPath.isEmpty())
        o.insert(QLatin1String("pdf"), QFileInfo(pdfPath).absoluteFilePath());
    // Issue 10 item 9: whether the quoted configuration fits, at the top level; null without a fit scenario.
    o.insert(QLatin1String("fits"), fit ? QJsonValue(fit->estimate.fits) : QJsonValue(QJsonValue::Null));
    o.insert(QLatin1String("shortfall_bytes"),
             fit ? jsonInteger(scenario::labels::shortfallBytes(fit->estimate)) : QJsonValue(QJsonValue::Null));
    if (fit)
        o.insert(QLatin1String("estimate"), estimateToJson(*fit));
    return o;
}

QStringList quoteRunKeys()
{
    return {QStringLiteral("reference"), QStringLiteral("pdf"), QStringLiteral("idempotency_key"),
            QStringLiteral("store"), QStringLiteral("replayed")};
}

QJsonObject quoteRunToJson(QJsonObject payload, const QuoteRun &run)
{
    payload.insert(QLatin1String("reference"), run.reference);
    payload.insert(QLatin1String("pdf"), run.pdfPath.isEmpty() ? QString() : QFileInfo(run.pdfPath).absoluteFilePath());
    payload.insert(QLatin1String("idempotency_key"), run.idempotencyKey);
    payload.insert(QLatin1String("store"), QFileInfo(run.storePath).absoluteFilePath());
    payload.insert(QLatin1String("replayed"), run.replayed);
    return payload;
}

QJsonObject quoteHistoryToJson(const QList<quote::StoredQuote> &quotes, const QString &storePath)
{
    QJsonArray array;
    for (const quote::StoredQuote &q : quotes) {
        QJsonObject o;
        o.insert(QLatin1String("reference"), q.reference);
        o.insert(QLatin1String("created_at"), q.createdAt.toUTC().toString(Qt::ISODateWithMs));
        o.insert(QLatin1String("valid_until"), q.validUntil.isValid() ? q.validUntil.toString(Qt::ISODate) : QString());
        o.insert(QLatin1String("total_minor"), jsonInteger(q.totalMinor));
        o.insert(QLatin1String("currency"), q.currency);
        o.insert(QLatin1String("total"),
                 quote::formatMoney(quote::Money{q.totalMinor, q.currency}, QStringLiteral("en")));
        o.insert(QLatin1String("fingerprint"), q.fingerprint);
        o.insert(QLatin1String("last_pdf_path"), q.lastPdfPath);
        // What the history's table and dialog show (quote::HistoryLabels), as data; null where the stored
        // payload does not say.
        const quote::HistoryLabels labels =
            quote::HistoryLabels::fromPayload(q.payloadJson, catalog::Catalog::builtIn(), QLocale::c());
        const auto text = [](const QString &value) {
            return value.isEmpty() ? QJsonValue() : QJsonValue(value);
        };
        const auto count = [](qint64 value) {
            return value > 0 ? QJsonValue(value) : QJsonValue();
        };
        o.insert(QLatin1String("gpu"), text(labels.gpuId));
        o.insert(QLatin1String("gpu_name"), text(labels.gpuName));
        o.insert(QLatin1String("gpus"), count(labels.gpus));
        o.insert(QLatin1String("term"), text(labels.termKey));
        o.insert(QLatin1String("terms"), count(labels.terms));
        o.insert(QLatin1String("model"), text(labels.modelId));
        o.insert(QLatin1String("model_name"), text(labels.modelName));
        array.append(o);
    }
    QJsonObject o;
    o.insert(QLatin1String("store"), QFileInfo(storePath).absoluteFilePath());
    o.insert(QLatin1String("quotes"), array);
    return o;
}

QString preferredTerm(const glossary::Termbase &termbase, const QString &conceptId, const QString &language)
{
    const glossary::Concept *entry = termbase.conceptById(conceptId);
    return entry ? entry->term(language) : conceptId;
}

QJsonArray hitsToJson(const QList<glossary::Hit> &hits, const glossary::Termbase &termbase, const QString &language)
{
    QJsonArray array;
    for (const glossary::Hit &hit : hits) {
        QJsonObject highlight;
        highlight.insert(QLatin1String("start"), hit.highlightStart);
        highlight.insert(QLatin1String("length"), hit.highlightLength);
        QJsonObject o;
        o.insert(QLatin1String("concept_id"), hit.conceptId);
        o.insert(QLatin1String("term"), preferredTerm(termbase, hit.conceptId, language));
        o.insert(QLatin1String("matched_term"), hit.matchedText);
        o.insert(QLatin1String("matched_language"), hit.matchedLanguage);
        o.insert(QLatin1String("tier"), glossary::tierName(hit.tier));
        o.insert(QLatin1String("highlight"), highlight);
        const glossary::Concept *entry = termbase.conceptById(hit.conceptId);
        o.insert(QLatin1String("source"), entry ? entry->source : QString());
        array.append(o);
    }
    return array;
}

QJsonObject conceptToJson(const glossary::Concept &entry, const QString &language)
{
    QJsonObject terms;
    QJsonObject definition;
    QJsonObject note;
    for (const char *code : {"nl", "en", "tr"}) {
        const glossary::LangEntry lang = entry.lang.value(QLatin1String(code));
        terms.insert(QLatin1String(code), QJsonArray::fromStringList(lang.terms));
        definition.insert(QLatin1String(code), lang.definition);
        note.insert(QLatin1String(code), lang.whenItMatters);
    }
    QJsonObject o;
    o.insert(QLatin1String("concept_id"), entry.id);
    o.insert(QLatin1String("term"), entry.term(language));
    o.insert(QLatin1String("subject"), entry.subject);
    o.insert(QLatin1String("source"), entry.source);
    o.insert(QLatin1String("terms"), terms);
    o.insert(QLatin1String("definition"), definition);
    o.insert(QLatin1String("note"), note);
    o.insert(QLatin1String("related"), QJsonArray::fromStringList(entry.related));
    return o;
}

QJsonObject importReportToJson(const glossary::MergeReport &report, const QString &storedPath)
{
    QJsonObject o;
    o.insert(QLatin1String("file"), QFileInfo(storedPath).absoluteFilePath());
    o.insert(QLatin1String("source"), QFileInfo(storedPath).fileName());
    o.insert(QLatin1String("added"), report.added);
    o.insert(QLatin1String("skipped"), QJsonArray::fromStringList(report.skipped));
    return o;
}

} // namespace headroom::cli
