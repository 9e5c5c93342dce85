import Foundation
@testable import UIKit

// The classes of Navigation.storyboard, with the outlets and actions `openuikit-port` would write.

final class StoryListController: UITableViewController {
    var log: [String] = []
    let rows = ["Alpha", "Beta"]

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count + 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The optional form, so that the fuzz test's damaged documents (a prototype's identifier changed)
        // give a plain cell instead of Apple's exception.
        if indexPath.row == rows.count {
            return tableView.dequeueReusableCell(withIdentifier: "Toggle") ?? UITableViewCell()
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell()
        cell.textLabel?.text = rows[indexPath.row]
        cell.detailTextLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let cell = sender as? UITableViewCell
        log.append("prepare \(segue.identifier ?? "-") → \(type(of: segue.destination)) sender \(cell?.textLabel?.text ?? "-")")
        (segue.destination as? StoryItemController)?.itemName = cell?.textLabel?.text
    }

    func add(_ sender: UIBarButtonItem) { log.append("add") }
    func toggled(_ sender: UISwitch) { log.append("toggled \(sender.isOn)") }
    func unwindToList(_ segue: UIStoryboardSegue) { log.append("unwindToList from \(type(of: segue.source))") }

    override func nibAction(named selector: String) -> Selector? {
        switch selector {
        case "add:": return Selector("add:", StoryListController.add(_:))
        case "toggled:": return Selector("toggled:", StoryListController.toggled(_:))
        case "unwindToList:": return Selector("unwindToList:", StoryListController.unwindToList(_:))
        default: return super.nibAction(named: selector)
        }
    }
}

final class StoryToggleCell: UITableViewCell {
    var nameLabel: UILabel?
    var toggle: UISwitch?

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        case "toggle": toggle = value as? UISwitch
        default: return super.setNibValue(value, forKey: key)
        }
        return true
    }
}

final class StoryItemController: UIViewController {
    var itemName: String?
    var nameField: UITextField?
    var passwordField: UITextField?
    var slider: UISlider?
    var stepper: UIStepper?
    var segments: UISegmentedControl?
    var notes: UITextView?
    var saveButton: UIButton?

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "nameField": nameField = value as? UITextField
        case "passwordField": passwordField = value as? UITextField
        case "slider": slider = value as? UISlider
        case "stepper": stepper = value as? UIStepper
        case "segments": segments = value as? UISegmentedControl
        case "notes": notes = value as? UITextView
        case "saveButton": saveButton = value as? UIButton
        default: return super.setNibValue(value, forKey: key)
        }
        return true
    }
}

final class StoryGridController: UICollectionViewController {
    /// The fuzz test's documents may name no "Tile" prototype, which Apple's dequeue raises for: no items then.
    var items = 5

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell as? StoryTileCell)?.label?.text = "\(indexPath.item)"
        return cell
    }
}

final class StoryTileCell: UICollectionViewCell {
    var label: UILabel?

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        if key == "label" {
            label = value as? UILabel
            return true
        }
        return super.setNibValue(value, forKey: key)
    }
}
