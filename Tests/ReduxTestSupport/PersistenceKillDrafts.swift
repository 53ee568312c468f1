/// The drafts that the child process of the kill tests saves: each long enough for a kill to
/// land in the middle of its write, and recognisable whole.
public enum PersistenceKillDrafts {
    /// How long each draft is, in characters.
    public static let length = 1 << 20

    /// Draft number `number`: `#<number>#` repeated up to ``length``.
    public static func draft(_ number: Int) -> String {
        let unit = "#\(number)#"
        return String(String(repeating: unit, count: length / unit.count + 1).prefix(length))
    }

    /// The number of `text` when it is a whole draft, else `nil`.
    public static func number(of text: String) -> Int? {
        guard text.count == length, text.first == "#", let end = text.dropFirst().firstIndex(of: "#"),
            let number = Int(text[text.index(after: text.startIndex)..<end])
        else { return nil }
        return draft(number) == text ? number : nil
    }
}
