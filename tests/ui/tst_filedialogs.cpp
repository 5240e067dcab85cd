// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15 item 6: each kind of file dialog starts in its own last folder (ui::lastFolder/rememberFolder,
// QSettings in a temporary folder), and File → Import termbase shows the glossary library's verdicts: a CSV
// gets exactly "CSV is not supported here; export is CSV, import is TBX", the same TBX twice "already
// imported, nothing added". The file dialogs are Qt's own widgets (offscreen has no native ones), driven
// with real key events.

#include <ui/filedialogfolders.h>
#include <ui/mainwindow.h>
#include <ui/pricelistfiles.h>

#include <catalog/catalog.h>
#include <glossary/termbasestore.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

using headroom::glossary::TermbaseStore;
using headroom::ui::FileKind;
using headroom::ui::lastFolder;
using headroom::ui::MainWindow;
using headroom::ui::rememberFolder;

namespace {

QString dataPath(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + name;
}

/// Polls for the next modal widget of type T and runs `body` on it (from inside its event loop). Keep the
/// timer alive until the call that opens the dialog returns.
template<typename T> std::unique_ptr<QTimer> whenModal(const std::function<void(T *)> &body)
{
    auto timer = std::make_unique<QTimer>();
    QObject::connect(timer.get(), &QTimer::timeout, timer.get(), [body, t = timer.get()] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            t->stop();
            body(dialog);
        }
    });
    timer->start(10);
    return timer;
}

/// In an open QFileDialog: puts `path` into its file name field and presses Return there. (Typed key by key,
/// the field's completer pops up and takes the Return.)
void typeFileName(QFileDialog *dialog, const QString &path)
{
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    name->setFocus();
    name->setText(path);
    QTest::keyClick(name, Qt::Key_Return);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TstFileDialogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void eachKindHasItsOwnFolder();
    void priceListDialogStartsInItsFolder();
    void importTermbaseRefusesCsv();
    void importTermbaseTwiceAddsNothing();

private:
    QTemporaryDir m_dir;
    QString m_settings;
};

void TstFileDialogs::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-test-filedialogs"));
    // Settings in this run's own folder, never the user's.
    m_settings = m_dir.filePath(QStringLiteral("settings"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings);
}

void TstFileDialogs::init()
{
    QSettings().clear();
    QDir(TermbaseStore::defaultFolder()).removeRecursively();
}

void TstFileDialogs::eachKindHasItsOwnFolder()
{
    // Nothing remembered: model configs start in Downloads (they come from a model hub), the rest in Documents.
    const QString downloads = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QCOMPARE(lastFolder(FileKind::ModelConfig), downloads);
    for (FileKind kind : {FileKind::QuotePdf, FileKind::PriceList, FileKind::Termbase})
        QCOMPARE(lastFolder(kind), documents);

    // Four kinds, four folders: choosing one never moves another.
    const FileKind kinds[] = {FileKind::QuotePdf, FileKind::ModelConfig, FileKind::PriceList, FileKind::Termbase};
    const QString names[] = {QStringLiteral("pdfs"), QStringLiteral("models"), QStringLiteral("prices"),
                             QStringLiteral("termbases")};
    for (int i = 0; i < 4; ++i) {
        QVERIFY(QDir(m_dir.path()).mkpath(names[i]));
        rememberFolder(kinds[i], m_dir.filePath(names[i] + QStringLiteral("/file.any")));
    }
    for (int i = 0; i < 4; ++i)
        QCOMPARE(lastFolder(kinds[i]), m_dir.filePath(names[i]));
    // Kept in the settings file (a new QSettings, as after a restart), under fileDialogs/<kind>.
    QSettings().sync();
    QCOMPARE(QSettings().value(QStringLiteral("fileDialogs/priceList")).toString(), m_dir.filePath(names[2]));
    // An empty choice (a cancelled dialog) changes nothing; a folder deleted since falls back to the default.
    rememberFolder(FileKind::PriceList, QString());
    QCOMPARE(lastFolder(FileKind::PriceList), m_dir.filePath(names[2]));
    QVERIFY(QDir(m_dir.filePath(names[2])).removeRecursively());
    QCOMPARE(lastFolder(FileKind::PriceList), documents);
    QCOMPARE(lastFolder(FileKind::Termbase), m_dir.filePath(names[3]));
}

void TstFileDialogs::priceListDialogStartsInItsFolder()
{
    const QString prices = m_dir.filePath(QStringLiteral("p1"));
    const QString termbases = m_dir.filePath(QStringLiteral("t1"));
    const QString other = m_dir.filePath(QStringLiteral("p2"));
    QVERIFY(QDir().mkpath(prices) && QDir().mkpath(termbases) && QDir().mkpath(other));
    rememberFolder(FileKind::PriceList, prices + QStringLiteral("/old.json"));
    rememberFolder(FileKind::Termbase, termbases + QStringLiteral("/old.tbx"));
    const QString chosen = other + QStringLiteral("/broken.json");
    QVERIFY(writeFile(chosen, "{}")); // not a price list: a warning after the dialog

    QString startedIn;
    QString warned;
    const auto fileDialog = whenModal<QFileDialog>([&](QFileDialog *dialog) {
        startedIn = dialog->directory().absolutePath();
        typeFileName(dialog, chosen);
    });
    const auto warning = whenModal<QMessageBox>([&](QMessageBox *box) {
        warned = box->text();
        box->reject();
    });
    QWidget parent;
    QCOMPARE(headroom::ui::PriceListFiles::openInteractively(&parent, headroom::catalog::Catalog::builtIn()),
             QString());
    QCOMPARE(startedIn, prices);
    QVERIFY(!warned.isEmpty());
    // The price-list dialog now starts in p2; the termbase dialog still in t1.
    QCOMPARE(lastFolder(FileKind::PriceList), other);
    QCOMPARE(lastFolder(FileKind::Termbase), termbases);
}

void TstFileDialogs::importTermbaseRefusesCsv()
{
    const QString folder = m_dir.filePath(QStringLiteral("csv"));
    QVERIFY(QDir().mkpath(folder));
    const QString csv = folder + QStringLiteral("/terms.csv");
    QVERIFY(QFile::copy(dataPath(QStringLiteral("glossary-import-terms.csv")), csv));
    rememberFolder(FileKind::Termbase, csv);

    MainWindow window;
    QString startedIn;
    QString informative;
    const auto fileDialog = whenModal<QFileDialog>([&](QFileDialog *dialog) {
        startedIn = dialog->directory().absolutePath();
        typeFileName(dialog, QStringLiteral("terms.csv")); // relative to the folder it opened in
    });
    const auto warning = whenModal<QMessageBox>([&](QMessageBox *box) {
        informative = box->informativeText();
        box->reject();
    });
    window.openImportTermbase();
    QCOMPARE(startedIn, folder);
    QCOMPARE(informative, QStringLiteral("CSV is not supported here; export is CSV, import is TBX"));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("CSV is not supported here; export is CSV, import is TBX"));
    QCOMPARE(TermbaseStore(window.termbaseFolder()).files(), QStringList());
}

void TstFileDialogs::importTermbaseTwiceAddsNothing()
{
    MainWindow window;
    const QString tbx = dataPath(QStringLiteral("glossary-import-v2.tbx"));
    QString error;
    const auto first = window.importTermbase(tbx, false, &error);
    QVERIFY2(first, qPrintable(error));
    QCOMPARE(first->added, 2); // acme-sla and acme-support (gpu is built in): tst_termbasestore
    const qsizetype concepts = window.termbase().concepts().size();

    QString shown;
    const auto info = whenModal<QMessageBox>([&](QMessageBox *box) {
        shown = box->text();
        box->accept();
    });
    const auto second = window.importTermbase(tbx);
    QVERIFY(second);
    QCOMPARE(second->added, 0);
    QCOMPARE(shown, QStringLiteral("glossary-import-v2.tbx: already imported, nothing added"));
    QCOMPARE(window.statusBar()->currentMessage(), shown);
    QCOMPARE(window.termbase().concepts().size(), concepts);
    QCOMPARE(TermbaseStore(window.termbaseFolder()).files().size(), 1);
}

QTEST_MAIN(TstFileDialogs)
#include "tst_filedialogs.moc"
