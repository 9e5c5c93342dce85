import Foundation

@MainActor
extension UIView {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction` to the view (moving it from the view it was on).
    public func addInteraction(_ interaction: any UIInteraction) {
        if let current = interaction.view { current.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` from the view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
