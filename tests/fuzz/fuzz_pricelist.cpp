// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: catalog::PriceList::fromFile() on the input bytes (a "headroom-catalog-prices" file),
// checked against the built-in GPUs. The loader has only a path API, so each input is written to an
// in-memory regular file (memfd) and read from /proc/self/fd/N.
// Invariants checked (catalog.h): failure names the file and gives a message; a list that loads has an
// id, a currency, only GPU ids of the catalogue, no negative rate (an on-demand rate of at least 1), and priceFor()
// finds each GPU price. Seeds: resources/catalog/prices-*.json (tests/fuzz/CMakeLists.txt).

#include "fuzzsupport.h"

#include <catalog/catalog.h>

using namespace headroom;

namespace {
fuzz::MemoryFile *g_file = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initQt(argc, argv);
    g_file = new fuzz::MemoryFile; // lives until exit
    (void)catalog::Catalog::builtIn();
    return 0;
}

namespace {

bool negative(const std::optional<qint64> &micros)
{
    return micros && *micros < 0;
}

void checkLoaded(const catalog::PriceList &list)
{
    if (list.id.isEmpty() || list.currency.isEmpty())
        fuzz::fail("a price list without id or currency was accepted");
    if (list.storagePerGbMonthMicros < 0 || list.egressPerGbMicros < 0 || negative(list.dedicatedPerGpuHourMicros))
        fuzz::fail("a negative list rate was accepted");
    for (const catalog::GpuPrice &price : list.gpus) {
        if (!catalog::Catalog::builtIn().gpu(price.gpuId))
            fuzz::fail("a price for a GPU outside the catalogue was accepted");
        if (price.hourlyMicros <= 0 || negative(price.spotHourlyMicros) || negative(price.fixedTerms.dayMicros) ||
            negative(price.fixedTerms.weekMicros) || negative(price.fixedTerms.monthMicros))
            fuzz::fail("a GPU rate below the minimum was accepted");
        if (!list.priceFor(price.gpuId))
            fuzz::fail("priceFor() does not find a GPU price of the list");
    }
    for (const catalog::SupportTier &tier : list.supportTiers) {
        if (list.supportTier(tier.id) == nullptr || tier.microsPerMonth < 0)
            fuzz::fail("a support tier is not found or has a negative price");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    g_file->set(data, size);
    catalog::LoadError error;
    const std::optional<catalog::PriceList> list =
        catalog::PriceList::fromFile(g_file->path(), catalog::Catalog::builtIn().gpus(), &error);
    if (!list) {
        if (error.file.isEmpty() || error.message.isEmpty())
            fuzz::fail("PriceList::fromFile() failed without naming the file or the problem");
        return 0;
    }
    checkLoaded(*list);
    return 0;
}
