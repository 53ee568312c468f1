/// The names no alias of a feature may take: the identifiers the spec writes in its types
/// and labels, the names generated code writes unqualified, the modules it imports, and the
/// types reduxgen generates for the feature and for its children. The spec's identifiers are
/// gathered when an alias is first named; the namers of a feature's types share them.
///
/// ```swift
/// let hidden = HiddenNames(feature)   // Shop, whose spec writes `[Message]`
/// hidden.contains("Message")          // true
/// hidden.contains("ShopRoute")        // true
/// hidden.contains("Messages")         // false
/// ```
final class HiddenNames {
    private let feature: Feature
    private var typeWords: Set<String>?

    /// The hidden names of `feature`.
    init(_ feature: Feature) {
        self.feature = feature
    }

    /// Whether an alias may not be named `name`.
    func contains(_ name: String) -> Bool {
        if AliasNames.unqualifiedNames.contains(name) || feature.imports.contains(name) || isGeneratedType(name) { return true }
        if let typeWords { return typeWords.contains(name) }
        let gathered = feature.typeWords
        typeWords = gathered
        return gathered.contains(name)
    }

    /// Whether `name` is a type reduxgen generates for the feature or a child: its name and
    /// one of `generatedTypeSuffixes`.
    private func isGeneratedType(_ name: String) -> Bool {
        func generated(by feature: String) -> Bool {
            name.hasPrefix(feature) && AliasNames.generatedTypeSuffixSet.contains(String(name.dropFirst(feature.count)))
        }
        return generated(by: feature.name) || feature.children.contains { generated(by: $0.feature) }
    }
}

extension Feature {
    /// Every identifier in the types the spec writes and in the labels it declares, which a
    /// name that generated code declares must not hide: `["Message", "ID", "page", "Int"]`.
    var typeWords: Set<String> {
        var words: Set<String> = []
        func add(_ type: String) {
            _ = type.containsIdentifier { name in
                words.insert(String(decoding: name, as: UTF8.self))
                return false
            }
        }
        func add(_ payload: Payload) {
            switch payload {
            case .none: break
            case .unlabelled(let type, _): add(type)
            case .labelled(let values):
                for value in values {
                    add(value.type)
                    words.insert(value.label)
                }
            }
        }
        for type in fields.map(\.type) + props.map(\.type) { add(type) }
        for action in actions + routes + effects { add(action.payload) }
        for request in requests {
            add(request.params)
            for type in [request.success, request.failure].compactMap({ $0 }) { add(type) }
        }
        for stream in streams {
            add(stream.params)
            for type in [stream.element, stream.failure].compactMap({ $0 }) { add(type) }
        }
        return words
    }
}

extension String {
    /// The identifiers in the type this spells, in order: `["Message", "ID", "Int"]` for
    /// `[Message.ID: Int]`.
    var typeIdentifiers: [String] {
        var identifiers: [String] = []
        _ = containsIdentifier { name in
            identifiers.append(String(decoding: name, as: UTF8.self))
            return false
        }
        return identifiers
    }

    /// Whether `test` holds for an identifier in the type this spells, given its UTF-8 in
    /// place, in order, until it does. Identifiers are the runs between ASCII bytes that are
    /// no identifier's (the bytes of other scalars belong to identifiers).
    func containsIdentifier(where test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            var start = -1
            for index in 0...bytes.count {
                if index == bytes.count || Self.separatesIdentifiers(bytes[index]) {
                    if start >= 0, test(UnsafeBufferPointer(rebasing: bytes[start..<index])) { return true }
                    start = -1
                } else if start < 0 {
                    start = index
                }
            }
            return false
        }
    }

    /// Whether `byte` separates identifiers: an ASCII byte that is no identifier's.
    private static func separatesIdentifiers(_ byte: UInt8) -> Bool {
        byte < 0x80 && !(byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte))
    }
}
