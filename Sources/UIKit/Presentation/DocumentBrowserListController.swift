import Foundation
import UniformTypeIdentifiers

/// One folder of the document picker's browser: its folders, then its files, by name as Files sorts them.
@MainActor
final class DocumentBrowserListController: UITableViewController {
    struct Entry {
        let url: URL
        let isFolder: Bool
        let type: UTType
    }

    private enum Metrics {
        // ⚠ Files' picker on iOS 17: the bar's buttons.
        static let openTitle = "Open"
        static let moveTitle = "Move"
        static let exportTitle = "Export"
        /// Dimmed rows: the alpha of the text of a file that cannot be picked.
        static let dimmedAlpha: CGFloat = 0.35
    }

    private weak var picker: UIDocumentPickerViewController?
    let folder: URL
    private(set) var entries: [Entry] = []
    private(set) var chosen: Set<URL> = []
    private var confirmItem: UIBarButtonItem?

    init(picker: UIDocumentPickerViewController, folder: URL) {
        self.picker = picker
        self.folder = folder
        super.init(style: .plain)
        title = folder.path == "/" ? "/" : folder.lastPathComponent
        let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?.cancel() })
        navigationItem.leftBarButtonItem = cancel
        let confirmTitle = switch picker.documentPickerMode {
        case .open, .import: Metrics.openTitle
        case .moveToService: Metrics.moveTitle
        case .exportToService: Metrics.exportTitle
        }
        let confirm = UIBarButtonItem(title: confirmTitle, primaryAction: UIAction { [weak self] _ in self?.confirm() })
        confirm.style = .done
        navigationItem.rightBarButtonItem = confirm
        confirmItem = confirm
        entries = Self.list(folder)
        updateConfirm()
    }

    required init?(coder: NSCoder) { nil }

    static func list(_ folder: URL) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let entries = names.filter { !$0.hasPrefix(".") }.map { name -> Entry in
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let type = isDirectory.boolValue ? UTType.folder : (UTType(filenameExtension: url.pathExtension) ?? .data)
            return Entry(url: isDirectory.boolValue ? folder.appendingPathComponent(name, isDirectory: true) : url,
                         isFolder: isDirectory.boolValue, type: type)
        }
        return entries.sorted { a, b in
            if a.isFolder != b.isFolder { return a.isFolder }
            return a.url.lastPathComponent.localizedStandardCompare(b.url.lastPathComponent) == .orderedAscending
        }
    }

    func refresh() {
        entries = Self.list(folder)
        chosen = chosen.filter { url in entries.contains { $0.url == url } }
        if isViewLoaded { tableView.reloadData() }
        updateConfirm()
    }

    /// Whether the entry can be picked (a file of a requested type, or a folder when folders are requested).
    func canPick(_ entry: Entry) -> Bool {
        guard let picker else { return false }
        return !entry.isFolder && picker.accepts(entry.type)
    }

    private func updateConfirm() {
        guard let picker else { return }
        // Exporting picks this folder; opening needs a chosen file, or accepts this folder when folders are asked for.
        confirmItem?.isEnabled = picker.isExporting || !chosen.isEmpty || picker.accepts(.folder)
    }

    private func confirm() {
        guard let picker else { return }
        if picker.isExporting || chosen.isEmpty {
            picker.finish(picking: picker.isExporting ? [] : [folder], into: folder)
        } else {
            picker.finish(picking: entries.map(\.url).filter { chosen.contains($0) }, into: folder)
        }
    }

    // MARK: The list

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DocumentBrowserEntry")
            ?? UITableViewCell(style: .default, reuseIdentifier: "DocumentBrowserEntry")
        let entry = entries[indexPath.row]
        let name = entry.url.lastPathComponent
        let showsExtension = entry.isFolder || picker?.shouldShowFileExtensions == true || entry.url.pathExtension.isEmpty
        cell.textLabel?.text = showsExtension ? name : (name as NSString).deletingPathExtension
        let enabled = entry.isFolder || canPick(entry)
        cell.textLabel?.textColor = enabled ? .label : UIColor.label.withAlphaComponent(Metrics.dimmedAlpha)
        cell.selectionStyle = enabled ? .default : .none
        cell.accessoryType = entry.isFolder ? .disclosureIndicator : (chosen.contains(entry.url) ? .checkmark : .none)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard let picker, indexPath.row < entries.count else { return }
        let entry = entries[indexPath.row]
        if entry.isFolder {
            navigationController?.pushViewController(DocumentBrowserListController(picker: picker, folder: entry.url), animated: true)
            return
        }
        guard canPick(entry) else { return }
        if picker.allowsMultipleSelection {
            if chosen.contains(entry.url) { chosen.remove(entry.url) } else { chosen.insert(entry.url) }
            tableView.reloadRows(at: [indexPath], with: .none)
            updateConfirm()
        } else {
            // One document: a tap picks it, as Files' picker does.
            picker.finish(picking: [entry.url], into: folder)
        }
    }
}
