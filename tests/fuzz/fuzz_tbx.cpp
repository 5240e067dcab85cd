// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: glossary::Termbase::fromTbx() on the input bytes (a TBX file), and on success the writers
// and the documented round trip. Invariants checked (termbase.h):
//   - failure gives a non-empty message; success gives at least one concept, each with a unique,
//     non-empty id, and conceptById() finds each;
//   - fromTbx(toTbx()) succeeds and gives equal concepts (Concept::source is empty for both here);
//   - merge() into an empty termbase adds every concept.
// Seeds: tests/data/*.tbx, tests/data/reliability/tbx-*.tbx, the built-in termbase (tests/fuzz/CMakeLists.txt).

#include "fuzzsupport.h"

#include <glossary/termbase.h>

#include <QSet>

using headroom::glossary::Termbase;
using headroom::glossary::TermbaseError;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    headroom::fuzz::initQt(argc, argv);
    return 0;
}

namespace {

void checkParsed(const Termbase &termbase)
{
    using headroom::fuzz::fail;
    if (termbase.concepts().isEmpty())
        fail("fromTbx() succeeded without a concept");
    QSet<QString> ids;
    for (const auto &entry : termbase.concepts()) {
        if (entry.id.isEmpty())
            fail("a concept without id was accepted");
        if (ids.contains(entry.id))
            fail("a duplicate concept id was accepted");
        ids.insert(entry.id);
        if (termbase.conceptById(entry.id) != &entry)
            fail("conceptById() does not find a parsed concept");
    }
}

void checkRoundTrip(const Termbase &termbase)
{
    using headroom::fuzz::fail;
    const QByteArray written = termbase.toTbx();
    TermbaseError error;
    const std::optional<Termbase> reread = Termbase::fromTbx(written, &error);
    if (!reread)
        fail("fromTbx(toTbx()) fails");
    if (reread->concepts() != termbase.concepts())
        fail("fromTbx(toTbx()) gives other concepts than the termbase written");
    (void)termbase.toCsv();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    TermbaseError error;
    QStringList warnings;
    const std::optional<Termbase> termbase = Termbase::fromTbx(headroom::fuzz::bytes(data, size), &error, &warnings);
    if (!termbase) {
        if (error.message.isEmpty())
            headroom::fuzz::fail("fromTbx() failed without a message");
        return 0;
    }
    checkParsed(*termbase);
    checkRoundTrip(*termbase);
    Termbase merged;
    if (merged.merge(*termbase, QStringLiteral("fuzz.tbx")).added != termbase->concepts().size())
        headroom::fuzz::fail("merge() into an empty termbase skipped a concept");
    return 0;
}
