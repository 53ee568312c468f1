/// Where one string of a feature is in its `FeatureText`: `count` UTF-8 bytes from `start`.
struct TextSpan: Sendable {
    var start: Int
    var count: Int
}

/// The feature's strings, copied once, as UTF-8, into one byte store, with the spans the
/// contexts write them from.
///
/// Why: templates write each string of a feature many times (a request's name a dozen),
/// and a `String` read out of one of the feature's arrays is retained and released around
/// every write (the compiler cannot prove that the writes into the output leave the array's
/// memory alone). A span is a pair of integers and the store is read through a pointer, so
/// a write from it retains nothing and is one copy of bytes, without the string's
/// small-or-native check. Making the text copies each string once (and retains it once,
/// to read it), which costs much less than the retains and releases it saves.
///
/// Unchecked `Sendable`: the store is an `OutputBuffer` (a pointer), which is only read once
/// the text is made.
struct FeatureText: ~Copyable, @unchecked Sendable {
    /// Every string below, end to end; never appended to once the text is made.
    private let store: OutputBuffer

    let featureName: TextSpan
    let specFileName: TextSpan
    /// The imported modules: the spec's, then the runtime module unless the spec imports it.
    let imports: [TextSpan]
    let fields: [FieldText]
    let actions: [ActionText]
    let requests: [RequestText]
    /// The values of every labelled payload, end to end; a payload names its range.
    let labelledValues: [LabelledText]

    init(_ feature: borrowing Feature, runtimeModule: String) {
        var builder = Builder()
        // Most payloads carry a value or two: room for two a payload saves most of the
        // array's regrowth.
        builder.labelledValues.reserveCapacity(2 * (feature.actions.count + feature.requests.count))
        featureName = builder.add(feature.name)
        specFileName = builder.add(feature.specFileName)
        var imports = feature.imports.map { builder.add($0) }
        if !feature.imports.contains(runtimeModule) { imports.append(builder.add(runtimeModule)) }
        self.imports = imports
        fields = feature.fields.map { field in
            FieldText(
                name: builder.add(field.name), type: builder.add(field.type),
                defaultValue: field.defaultValue.map { builder.add($0) })
        }
        actions = feature.actions.map { action in
            ActionText(name: builder.add(action.name), payload: builder.add(action.payload))
        }
        requests = feature.requests.map { request in
            RequestText(
                name: builder.add(request.name), params: builder.add(request.params),
                success: request.success.map { builder.add($0) }, failure: request.failure.map { builder.add($0) },
                into: request.into.map { builder.add($0.field) }, policy: request.policy)
        }
        labelledValues = builder.labelledValues
        store = builder.store
    }

    /// Appends the string at `span` to `output`.
    @inline(__always)
    func write(_ span: TextSpan, into output: inout OutputBuffer) {
        output.append(bytesAt: span.start, count: span.count, of: store)
    }

    /// Copies strings into the store as the text is made.
    private struct Builder: ~Copyable {
        var store = OutputBuffer(capacity: 1024)
        var labelledValues: [LabelledText] = []

        /// Copies `string` into the store.
        mutating func add(_ string: String) -> TextSpan {
            let start = store.count
            store.append(string)
            return TextSpan(start: start, count: store.count - start)
        }

        /// Copies the strings of `payload` into the store.
        mutating func add(_ payload: Payload) -> PayloadText {
            switch payload {
            case .none:
                return .none
            case .unlabelled(let type):
                return .unlabelled(type: add(type))
            case .labelled(let values):
                let first = labelledValues.count
                for value in values {
                    labelledValues.append(LabelledText(label: add(value.label), type: add(value.type)))
                }
                return .labelled(first..<labelledValues.count)
            }
        }
    }
}

/// A `StateField`'s strings.
struct FieldText: Sendable {
    var name: TextSpan
    var type: TextSpan
    var defaultValue: TextSpan?
}

/// An `Action`'s strings.
struct ActionText: Sendable {
    var name: TextSpan
    var payload: PayloadText
}

/// A `Request`'s strings, `nil` where the spec leaves a part out, and its policy.
struct RequestText: Sendable {
    var name: TextSpan
    var params: PayloadText
    var success: TextSpan?
    var failure: TextSpan?
    var into: TextSpan?
    var policy: RequestPolicy
}

/// A `Payload`'s strings.
enum PayloadText: Sendable {
    case none
    case unlabelled(type: TextSpan)
    /// The payload's values: a range of `FeatureText.labelledValues`.
    case labelled(Range<Int>)
}

/// A `LabelledValue`'s strings.
struct LabelledText: Sendable {
    var label: TextSpan
    var type: TextSpan
}
