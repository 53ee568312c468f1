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
    /// Whether `test` holds for an identifier in the types the spec writes or a label it
    /// declares, given its UTF-8 in place, until it does.
    func containsTypeWord(where test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        func contains(_ payload: Payload) -> Bool {
            switch payload {
            case .none: return false
            case .unlabelled(let type, _): return type.containsIdentifier(where: test)
            case .labelled(let values): return values.contains { $0.type.containsIdentifier(where: test) || $0.label.containsIdentifier(where: test) }
            }
        }
        return fields.contains { $0.type.containsIdentifier(where: test) } || props.contains { $0.type.containsIdentifier(where: test) }
            || (actions + routes + effects).contains { contains($0.payload) }
            || requests.contains { request in
                contains(request.params) || [request.success, request.failure].contains { $0?.containsIdentifier(where: test) ?? false }
            }
            || streams.contains { stream in
                contains(stream.params) || [stream.element, stream.failure].contains { $0?.containsIdentifier(where: test) ?? false }
            }
    }

    /// Whether `word` is an identifier in the types the spec writes or a label it declares,
    /// which a name that generated code declares around them must not hide.
    func mentions(_ word: String) -> Bool {
        containsTypeWord { $0.elementsEqual(word.utf8) }
    }

    /// Every identifier in the types the spec writes and in the labels it declares, which a
    /// name that generated code declares must not hide: `["Message", "ID", "page", "Int"]`.
    var typeWords: Set<String> {
        var words: Set<String> = []
        _ = containsTypeWord { name in
            words.insert(String(decoding: name, as: UTF8.self))
            return false
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

    /// Whether `test` holds for an identifier in this text (a type, a label, a Swift file),
    /// given its UTF-8 in place, in order, until it does. Identifiers are the runs between
    /// ASCII bytes that are no identifier's (the bytes of other scalars belong to identifiers).
    package func containsIdentifier(where test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
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
