// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A QCommandLineParser that also remembers its options in titled groups, so that a command's --help lists
// them grouped ("GPUs", "Engine", ...) and wraps descriptions at word boundaries. QCommandLineParser's own
// helpText() lists every option in one block and, when an option name is long, breaks descriptions inside
// words; it has no accessor for the options it holds, hence this record.

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace headroom::cli {

class CommandLine : public QCommandLineParser
{
    Q_DECLARE_TR_FUNCTIONS(headroom::cli::CommandLine)

public:
    /// Options added from now on belong to the group `title` (a translated heading, e.g. tr("GPUs")), which
    /// is listed where it was first named; naming it again adds to it. Until the first call options belong
    /// to an untitled first group, listed as "Options:".
    void setGroup(const QString &title);

    /// QCommandLineParser::addOption, and the option is recorded in the current group. False (and nothing
    /// recorded) for a name that is already taken, as QCommandLineParser answers.
    bool addOption(const QCommandLineOption &option);

    /// The option list for --help: each group under its title (an empty group is left out), each option
    /// as "  -h, --name <VALUE>" and its description, which starts in column `descriptionColumn` (or on
    /// the next line when the names are longer) and wraps at spaces so that no line exceeds `width`
    /// columns; a word longer than a line stays whole. Options with QCommandLineOption::HiddenFromHelp
    /// are left out. No errors.
    QString optionsHelp(int width = 79, int descriptionColumn = 30) const;

    /// `text` wrapped at spaces into lines of at most `width` columns, each after `indent` spaces (the first
    /// line too); existing line breaks are kept; a word longer than the space stays whole on its own line.
    static QString wrapped(const QString &text, int indent, int width);

    /// A synopsis ("headroom estimate --model ID [--gpus N] ...") wrapped into lines of at most `width`
    /// columns: the first after `indent` spaces, the others after `continuationIndent`. It breaks only at
    /// spaces outside brackets, so "[--gpus N]" and "[--model ID --context N ...]" stay whole.
    static QString wrappedSynopsis(const QString &synopsis, int indent, int continuationIndent, int width);

    /// The synopsis without its optional (bracketed) parts, followed by " [OPTIONS]" when it had some:
    /// "headroom estimate --model ID --gpu ID [--gpus N] ..." -> "headroom estimate --model ID --gpu ID [OPTIONS]".
    static QString requiredPart(const QString &synopsis);

private:
    struct Group {
        QString title;
        QList<QCommandLineOption> options;
    };
    QList<Group> m_groups{Group{}};
    qsizetype m_current = 0; // the group addOption() adds to
};

} // namespace headroom::cli
