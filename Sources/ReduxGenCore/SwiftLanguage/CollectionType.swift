/// What `into:` needs to know of a field's type, read from its canonical spelling
/// (`SwiftType.spelling`): whether it is an array, and of what, or a dictionary.
enum CollectionType {
    /// `Message` for `[Message]` or `Array<Message>`; `nil` for any other type.
    static func arrayElement(of type: String) -> String? {
        if type.hasPrefix("Array<"), type.hasSuffix(">"), closesAtEnd(type, from: 5) {
            return String(type.dropFirst(6).dropLast())
        }
        guard type.hasPrefix("["), type.hasSuffix("]"), closesAtEnd(type, from: 0), topLevelColon(in: type) == nil else {
            return nil
        }
        return String(type.dropFirst().dropLast())
    }

    /// Whether `type` is `[K: V]` or `Dictionary<K, V>`.
    static func isDictionary(_ type: String) -> Bool {
        if type.hasPrefix("Dictionary<"), type.hasSuffix(">"), closesAtEnd(type, from: 10) { return true }
        return type.hasPrefix("[") && type.hasSuffix("]") && closesAtEnd(type, from: 0) && topLevelColon(in: type) != nil
    }

    /// Whether the bracket at `start` is closed by the last character (so `[A]?` or
    /// `[A] -> [B]` are not collections).
    private static func closesAtEnd(_ type: String, from start: Int) -> Bool {
        var depth = 0
        for (offset, character) in type.enumerated() where offset >= start {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")":
                depth -= 1
                if depth == 0 { return offset == type.count - 1 }
            default: break
            }
        }
        return false
    }

    /// The offset of a `:` directly inside the outer brackets, if any.
    private static func topLevelColon(in type: String) -> Int? {
        var depth = 0
        for (offset, character) in type.enumerated() {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 1: return offset
            default: break
            }
        }
        return nil
    }
}
