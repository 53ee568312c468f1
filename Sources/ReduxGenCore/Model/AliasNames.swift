/// Names the type aliases that one generated type declares (`ShopState.LoadFailure`, …):
/// each unlike the type's other members, the aliases named before it, and every identifier
/// the spec writes in a type or a label, which an alias would hide inside the type.
///
/// ```swift
/// var names = AliasNames(members: ["loadStatus"], hiding: ["LoadFailure"])
/// names.name("LoadFailure")   // "LoadFailureType"
/// names.name("LoadFailure")   // "LoadFailureType2"
/// ```
struct AliasNames {
    /// The type's members and the aliases named so far.
    private var taken: Set<String>
    /// The names that code inside the type must still find as they are.
    private let hidden: Set<String>

    /// The namer of a type whose other members are `members`, inside which `hidden` must
    /// keep naming what they name outside it.
    init(members: some Sequence<String>, hiding hidden: Set<String>) {
        taken = Set(members)
        self.hidden = hidden
    }

    /// `name`, or `nameType`, `nameType2`, … when it is taken or hides a name; then taken.
    mutating func name(_ name: String) -> String {
        let chosen = GeneratedLocals.unique(name, avoiding: { taken.contains($0) || hidden.contains($0) }, renamed: name + "Type")
        taken.insert(chosen)
        return chosen
    }
}

extension Feature {
    /// Every identifier in the types the spec writes and in the labels it declares, which a
    /// name that generated code declares must not hide: `["Message", "ID", "page", "Int"]`.
    var typeWords: Set<String> {
        var words: Set<String> = []
        func add(_ type: String) {
            // Identifiers are the runs between ASCII bytes that are no identifier's (other
            // bytes belong to identifiers).
            var run: [UInt8] = []
            for byte in type.utf8 {
                let separates = byte < 0x80 && !(byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte))
                if separates {
                    if !run.isEmpty { words.insert(String(decoding: run, as: UTF8.self)) }
                    run.removeAll(keepingCapacity: true)
                } else {
                    run.append(byte)
                }
            }
            if !run.isEmpty { words.insert(String(decoding: run, as: UTF8.self)) }
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
        for action in actions + routes { add(action.payload) }
        for request in requests {
            add(request.params)
            for type in [request.success, request.failure].compactMap({ $0 }) { add(type) }
        }
        for stream in streams {
            add(stream.params)
            for type in [stream.element, stream.failure].compactMap({ $0 }) { add(type) }
        }
        for effect in effects { add(effect.payload) }
        return words
    }
}
