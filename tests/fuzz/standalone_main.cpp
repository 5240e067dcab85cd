// SPDX-License-Identifier: GPL-3.0-or-later
// Regression driver for the fuzz targets in builds without libFuzzer (GCC, or clang without
// HEADROOM_BUILD_FUZZERS), in the manner of LLVM's StandaloneFuzzTargetMain.c: calls
// LLVMFuzzerInitialize() (when the target defines it), then LLVMFuzzerTestOneInput() once per input.
//
//   fuzz_<name> [-flag ...] PATH...
//
// Each PATH is a file, or a folder whose regular files are run in name order (not recursive). Arguments
// starting with '-' are libFuzzer flags and are ignored, so ctest can pass the same command line to both
// kinds of build. Every input is copied into a buffer of exactly its size (ASan sees a read past its end).
// Exit status: 0 when every input ran; 1 when a path cannot be read or no input was given. A crash, a
// sanitizer report or an abort() in the target ends the process with that signal/status instead.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

namespace {

/// Regular files named by `arg`: the file itself, or a folder's regular files sorted by name.
bool collectInputs(const std::string &arg, std::vector<std::filesystem::path> *out)
{
    std::error_code ec;
    const std::filesystem::path path(arg);
    if (std::filesystem::is_directory(path, ec)) {
        std::vector<std::filesystem::path> files;
        for (const auto &entry : std::filesystem::directory_iterator(path, ec)) {
            if (entry.is_regular_file(ec))
                files.push_back(entry.path());
        }
        if (ec) {
            std::fprintf(stderr, "%s: cannot list the folder: %s\n", arg.c_str(), ec.message().c_str());
            return false;
        }
        std::sort(files.begin(), files.end());
        out->insert(out->end(), files.begin(), files.end());
        return true;
    }
    if (!std::filesystem::is_regular_file(path, ec)) {
        std::fprintf(stderr, "%s: not a regular file or folder\n", arg.c_str());
        return false;
    }
    out->push_back(path);
    return true;
}

/// Runs the target once on the bytes of `path`; false when the file cannot be read.
bool runOne(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "%s: cannot open\n", path.c_str());
        return false;
    }
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) {
        std::fprintf(stderr, "%s: read error\n", path.c_str());
        return false;
    }
    // An exact-size heap copy: reads past the end hit ASan's redzone (an empty input gets a null pointer).
    std::unique_ptr<std::uint8_t[]> data;
    if (!bytes.empty()) {
        data = std::make_unique<std::uint8_t[]>(bytes.size());
        std::copy(bytes.begin(), bytes.end(), data.get());
    }
    std::fprintf(stderr, "Running: %s (%zu bytes)\n", path.c_str(), bytes.size());
    LLVMFuzzerTestOneInput(data.get(), bytes.size());
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    std::vector<std::filesystem::path> inputs;
    bool ok = true;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (!arg.empty() && arg.front() == '-')
            continue;
        ok = collectInputs(arg, &inputs) && ok;
    }
    if (inputs.empty()) {
        std::fprintf(stderr, "usage: %s [-libfuzzer-flag ...] FILE_OR_FOLDER...\n", argc > 0 ? argv[0] : "fuzz");
        return 1;
    }
    for (const std::filesystem::path &input : inputs)
        ok = runOne(input) && ok;
    std::fprintf(stderr, "Executed %zu inputs%s\n", inputs.size(), ok ? "" : " (some paths could not be read)");
    return ok ? 0 : 1;
}
