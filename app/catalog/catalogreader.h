// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to headroom_catalog: the strict JSON reader every catalogue file goes through (catalog.cpp for
// GPUs, models and price lists; diffusioncatalog.cpp for the image-generation presets). Each `read*`
// helper records the first problem as a translated sentence naming the entry and field; the formats are
// documented in resources/catalog/README.md.

#include "catalog.h"

#include <io/safefile.h>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QUrl>

#include <cmath>
#include <limits>
#include <optional>

namespace headroom::catalog::detail {

inline constexpr qint64 kMaxJsonIntegerExact = qint64(1) << 53; // 9,007,199,254,740,992
inline constexpr double kMaxJsonInteger = 9007199254740992.0;   // the same, 2^53, as a double

/// Reads one catalogue file. Each `read*` helper returns false after recording the first problem;
/// callers stop at the first false, so `message()` always describes the first error in the file.
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(Catalog)

public:
    explicit Reader(QString path)
        : m_path(std::move(path))
    {}

    LoadError error() const { return LoadError{m_path, m_message}; }

    bool fail(const QString &message)
    {
        m_message = message;
        return false;
    }

    /// Reads the whole file (an embedded ":/catalog/..." resource or a user's file) through
    /// io::readRegularFile, which refuses devices (/dev/zero), FIFOs, sockets and folders without
    /// blocking and stops at io::kMaxCatalogBytes (8 MiB) counted on the bytes read.
    std::optional<QByteArray> readBytes()
    {
        io::FileError error;
        std::optional<QByteArray> bytes = io::readRegularFile(m_path, io::kMaxCatalogBytes, &error);
        if (!bytes)
            fail(error.message);
        return bytes;
    }

    /// Reads and parses the file; checks that it is an object with the expected "format" and "version".
    bool readRoot(QLatin1String format, int expectedVersion, QJsonObject *root)
    {
        return readRoot(format, expectedVersion, expectedVersion, root, nullptr);
    }

    /// Same, for a format of which versions `minVersion` to `maxVersion` are read; `version` receives the
    /// file's version (may be null).
    bool readRoot(QLatin1String format, int minVersion, int maxVersion, QJsonObject *root, int *version)
    {
        const std::optional<QByteArray> bytes = readBytes();
        if (!bytes)
            return false;
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            return fail(
                tr("Not valid JSON at byte offset %1: %2.").arg(parseError.offset).arg(parseError.errorString()));
        }
        if (!doc.isObject())
            return fail(tr("The top level must be a JSON object."));
        *root = doc.object();
        QString actualFormat;
        if (!readString(*root, QLatin1String("format"), tr("The file"), &actualFormat))
            return false;
        if (actualFormat != format) {
            return fail(tr("The file has \"format\": \"%1\"; expected \"%2\".").arg(actualFormat, format));
        }
        qint64 fileVersion = 0;
        if (!readInteger(*root, QLatin1String("version"), tr("The file"), 1, &fileVersion))
            return false;
        if (minVersion == maxVersion && fileVersion != maxVersion) {
            return fail(tr("The file has version %1; this build reads version %2.").arg(fileVersion).arg(maxVersion));
        }
        if (fileVersion < minVersion || fileVersion > maxVersion) {
            return fail(tr("The file has version %1; this build reads versions %2 to %3.")
                            .arg(fileVersion)
                            .arg(minVersion)
                            .arg(maxVersion));
        }
        if (version)
            *version = int(fileVersion);
        return true;
    }

    /// Fails on any key of `object` not listed in `allowed` (catches misspelt field names).
    bool checkKeys(const QJsonObject &object, std::initializer_list<QLatin1String> allowed, const QString &where)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            bool known = false;
            for (QLatin1String key : allowed)
                known = known || it.key() == key;
            if (!known)
                return fail(tr("%1: unknown field \"%2\".").arg(where, it.key()));
        }
        return true;
    }

    bool readArray(const QJsonObject &object, QLatin1String key, const QString &where, QJsonArray *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isArray())
            return fail(tr("%1: the field \"%2\" must be a JSON array.").arg(where, key));
        *out = value.toArray();
        return true;
    }

    bool readObject(const QJsonObject &object, QLatin1String key, const QString &where, QJsonObject *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isObject())
            return fail(tr("%1: the field \"%2\" must be a JSON object.").arg(where, key));
        *out = value.toObject();
        return true;
    }

    /// A non-empty string.
    bool readString(const QJsonObject &object, QLatin1String key, const QString &where, QString *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isString())
            return fail(tr("%1: the field \"%2\" must be a string.").arg(where, key));
        if (value.toString().trimmed().isEmpty())
            return fail(tr("%1: the field \"%2\" must not be empty.").arg(where, key));
        *out = value.toString();
        return true;
    }

    bool readBool(const QJsonObject &object, QLatin1String key, const QString &where, bool *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isBool())
            return fail(tr("%1: the field \"%2\" must be true or false.").arg(where, key));
        *out = value.toBool();
        return true;
    }

    /// A whole number >= `minimum` (JSON numbers with a fraction or beyond qint64 are refused).
    bool readInteger(const QJsonObject &object, QLatin1String key, const QString &where, qint64 minimum, qint64 *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        constexpr qint64 kNotWhole = std::numeric_limits<qint64>::min();
        const qint64 number = value.isDouble() ? value.toInteger(kNotWhole) : kNotWhole;
        if (number == kNotWhole)
            return fail(tr("%1: the field \"%2\" must be a whole number.").arg(where, key));
        if (number < minimum) {
            if (minimum == 1)
                return fail(tr("%1: the field \"%2\" must be positive, not %3.").arg(where, key).arg(number));
            return fail(
                tr("%1: the field \"%2\" must be at least %3, not %4.").arg(where, key).arg(minimum).arg(number));
        }
        *out = number;
        return true;
    }

    /// A positive whole number that fits in an int (config.json sizes and counts).
    bool readPositiveInt(const QJsonObject &object, QLatin1String key, const QString &where, int *out)
    {
        qint64 number = 0;
        if (!readInteger(object, key, where, 1, &number))
            return false;
        if (number > std::numeric_limits<int>::max())
            return fail(tr("%1: the field \"%2\" is too large (%3).").arg(where, key).arg(number));
        *out = static_cast<int>(number);
        return true;
    }

    /// A money rate in integer micro-units: a JSON number without a fraction, >= `minimum` (0 or 1) and at
    /// most 2^53 (JSON numbers are IEEE doubles, exact only up to 2^53, RFC 8259 section 6).
    bool readMicros(const QJsonObject &object, QLatin1String key, const QString &where, qint64 minimum, qint64 *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fail(tr("%1: the field \"%2\" is missing.").arg(where, key));
        if (!value.isDouble()) {
            return fail(tr("%1: the field \"%2\" must be a whole number of micro-units (1 = 0.000001 of the "
                           "currency).")
                            .arg(where, key));
        }
        const double number = value.toDouble();
        if (std::trunc(number) != number) {
            return fail(tr("%1: the field \"%2\" is %3; rates are whole numbers of micro-units (2.69 per hour is "
                           "written 2690000).")
                            .arg(where, key, QString::number(number)));
        }
        if (number < 0)
            return fail(tr("%1: the field \"%2\" must not be negative (%3).").arg(where, key, QString::number(number)));
        // Qt keeps a JSON integer literal that fits in 64 bits exactly (toInteger); a double is exact up to 2^53.
        const qint64 micros = value.toInteger(-1);
        if (number > kMaxJsonInteger || micros > kMaxJsonIntegerExact || micros < 0) {
            return fail(tr("%1: the field \"%2\" is larger than 2^53 = 9007199254740992, the largest whole number "
                           "JSON keeps exactly.")
                            .arg(where, key));
        }
        if (micros < minimum)
            return fail(tr("%1: the field \"%2\" must be positive, not %3.").arg(where, key).arg(micros));
        *out = micros;
        return true;
    }

    /// readMicros() when `key` is present; leaves `out` empty otherwise.
    bool readOptionalMicros(const QJsonObject &object, QLatin1String key, const QString &where, qint64 minimum,
                            std::optional<qint64> *out)
    {
        if (!object.contains(key))
            return true;
        qint64 micros = 0;
        if (!readMicros(object, key, where, minimum, &micros))
            return false;
        *out = micros;
        return true;
    }

    /// An optional string; empty when absent.
    bool readOptionalString(const QJsonObject &object, QLatin1String key, const QString &where, QString *out)
    {
        if (!object.contains(key))
            return true;
        return readString(object, key, where, out);
    }

    /// An ISO 8601 calendar date, "YYYY-MM-DD".
    bool readDate(const QJsonObject &object, QLatin1String key, const QString &where, QDate *out)
    {
        QString text;
        if (!readString(object, key, where, &text))
            return false;
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (!date.isValid() || text.size() != 10) {
            return fail(
                tr("%1: the field \"%2\" must be a date written YYYY-MM-DD, not \"%3\".").arg(where, key, text));
        }
        *out = date;
        return true;
    }

    /// {"url": https URL, "retrieved": date, "note": optional string}.
    bool readSource(const QJsonObject &object, QLatin1String key, const QString &where, Source *out)
    {
        QJsonObject source;
        if (!readObject(object, key, where, &source))
            return false;
        const QString sourceWhere = tr("%1, %2").arg(where, key);
        if (!checkKeys(source, {QLatin1String("url"), QLatin1String("retrieved"), QLatin1String("note")},
                       sourceWhere)) {
            return false;
        }
        Source result;
        if (!readString(source, QLatin1String("url"), sourceWhere, &result.url))
            return false;
        const QUrl url(result.url, QUrl::StrictMode);
        if (!url.isValid() || url.scheme() != QLatin1String("https") || url.host().isEmpty())
            return fail(tr("%1: \"%2\" is not an https URL.").arg(sourceWhere, result.url));
        if (!readDate(source, QLatin1String("retrieved"), sourceWhere, &result.retrieved))
            return false;
        if (source.contains(QLatin1String("note"))) {
            const QJsonValue note = source.value(QLatin1String("note"));
            if (!note.isString())
                return fail(tr("%1: the field \"note\" must be a string.").arg(sourceWhere));
            result.note = note.toString();
        }
        *out = result;
        return true;
    }

    /// Catalogue ids: lowercase ASCII letters, digits, '.' and '-', starting with a letter or digit.
    bool readId(const QJsonObject &object, QLatin1String key, const QString &where, QString *out)
    {
        QString id;
        if (!readString(object, key, where, &id))
            return false;
        bool ok = true;
        for (qsizetype i = 0; i < id.size() && ok; ++i) {
            const char16_t c = id.at(i).unicode();
            const bool alnum = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
            ok = alnum || (i > 0 && (c == u'-' || c == u'.'));
        }
        if (!ok) {
            return fail(tr("%1: the id \"%2\" may only use lowercase letters, digits, '-' and '.'.").arg(where, id));
        }
        *out = id;
        return true;
    }

    /// "entry 3" or "entry 3 ("h100-80gb")" for messages; the id is read leniently here because the
    /// strict id check happens right after.
    static QString entryLabel(const QString &kind, qsizetype index, const QJsonObject &entry,
                              QLatin1String idKey = QLatin1String("id"))
    {
        const QJsonValue id = entry.value(idKey);
        if (id.isString() && !id.toString().isEmpty())
            return tr("%1 %2 (\"%3\")").arg(kind).arg(index + 1).arg(id.toString());
        return tr("%1 %2").arg(kind).arg(index + 1);
    }

private:
    QString m_path;
    QString m_message;
};

/// Reads `dir`/diffusion.json (Catalog::kDiffusionFile) into `out`; diffusioncatalog.cpp.
bool readDiffusionModels(Reader &reader, QList<DiffusionPreset> *out);

} // namespace headroom::catalog::detail
