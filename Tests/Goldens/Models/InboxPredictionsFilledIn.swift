import Foundation

// InboxPredictions.swift as a user fills it in: the Inbox feature's predictions, which the
// GoldenFeatures target compiles instead of the skeleton as generated (whose predictions are
// all `nil`, and which the tests of reduxgen compile on their own).

extension InboxReducer: InboxPredicting {
    /// A sent mail shows at once, not marked sent yet, under a temporary id below zero; a
    /// text sent again after its send failed predicts the failed mail again, which then shows
    /// where it is rather than twice.
    static func predictSend(text: String, in state: InboxState) -> Mail? {
        state.sendPredictions.failed.first { $0.text == text } ?? Mail(id: -(state.mails.count + 1), text: text, isSent: false)
    }

    /// The new title shows at once.
    static func predictRename(title: String, in state: InboxState) -> String? {
        title
    }

    /// The rating shows at once.
    static func predictRate(id: Conversation.ID, stars: Int, in state: InboxState) -> Int? {
        stars
    }

    /// The conversation shows archived at once, if it is shown at all.
    static func predictArchive(id: Conversation.ID, in state: InboxState) -> Conversation? {
        guard var conversation = state.conversations.first(where: { $0.id == id }) else { return nil }
        conversation.isArchived = true
        return conversation
    }
}
