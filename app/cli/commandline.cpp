// SPDX-License-Identifier: GPL-3.0-or-later
#include <cli/commandline.h>

#include <QStringList>

#include <algorithm>

namespace headroom::cli {

namespace {

/// "-h, --help" / "--gpu <ID>" as QCommandLineParser writes them.
QString namesOf(const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &name : option.names())
        names << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
    QString text = names.join(QStringLiteral(", "));
    if (!option.valueName().isEmpty())
        text += QStringLiteral(" <") + option.valueName() + u'>';
    return text;
}

} // namespace

void CommandLine::setGroup(const QString &title)
{
    for (qsizetype i = 0; i < m_groups.size(); ++i) {
        if (m_groups.at(i).title == title) {
            m_current = i;
            return;
        }
    }
    m_groups.append(Group{title, {}});
    m_current = m_groups.size() - 1;
}

bool CommandLine::addOption(const QCommandLineOption &option)
{
    if (!QCommandLineParser::addOption(option))
        return false;
    m_groups[m_current].options.append(option);
    return true;
}

QString CommandLine::wrapped(const QString &text, int indent, int width)
{
    const QString margin(indent, u' ');
    const int room = std::max(1, width - indent);
    QString out;
    for (const QString &paragraph : text.split(u'\n')) {
        QString line;
        for (const QString &word : paragraph.split(u' ', Qt::SkipEmptyParts)) {
            if (!line.isEmpty() && line.size() + 1 + word.size() > room) {
                out += margin + line + u'\n';
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        }
        out += margin + line + u'\n';
    }
    return out;
}

namespace {

/// The synopsis's units: words split at spaces outside brackets ("[--gpus N]" is one unit).
QStringList synopsisUnits(const QString &synopsis)
{
    QStringList units;
    QString unit;
    int depth = 0;
    for (const QChar c : synopsis) {
        if (c == u'[')
            ++depth;
        else if (c == u']' && depth > 0)
            --depth;
        if (c == u' ' && depth == 0) {
            if (!unit.isEmpty())
                units << unit;
            unit.clear();
            continue;
        }
        unit += c;
    }
    if (!unit.isEmpty())
        units << unit;
    return units;
}

} // namespace

QString CommandLine::requiredPart(const QString &synopsis)
{
    QStringList kept;
    bool dropped = false;
    for (const QString &unit : synopsisUnits(synopsis)) {
        if (unit.startsWith(u'['))
            dropped = true;
        else
            kept << unit;
    }
    return kept.join(u' ') + (dropped ? QStringLiteral(" [OPTIONS]") : QString());
}

QString CommandLine::wrappedSynopsis(const QString &synopsis, int indent, int continuationIndent, int width)
{
    const QStringList units = synopsisUnits(synopsis);
    QString out;
    QString line(indent, u' ');
    bool lineHasUnit = false;
    for (const QString &u : units) {
        if (lineHasUnit && line.size() + 1 + u.size() > width) {
            out += line + u'\n';
            line = QString(continuationIndent, u' ');
            lineHasUnit = false;
        }
        line += (lineHasUnit ? QStringLiteral(" ") : QString()) + u;
        lineHasUnit = true;
    }
    return out + line + u'\n';
}

QString CommandLine::optionsHelp(int width, int descriptionColumn) const
{
    QString out;
    for (const Group &group : m_groups) {
        QString block;
        for (const QCommandLineOption &option : group.options) {
            if (option.flags().testFlag(QCommandLineOption::HiddenFromHelp))
                continue;
            const QString names = QStringLiteral("  ") + namesOf(option);
            QString description = wrapped(option.description(), descriptionColumn, width);
            if (names.size() + 2 <= descriptionColumn)
                block += names + description.mid(names.size());
            else
                block += names + u'\n' + description;
        }
        if (block.isEmpty())
            continue;
        if (!out.isEmpty())
            out += u'\n';
        out += (group.title.isEmpty() ? tr("Options:") : group.title + u':') + u'\n' + block;
    }
    return out;
}

} // namespace headroom::cli
