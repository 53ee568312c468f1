/// Values by option name (`output`, `check`, …): the few options of one command line, found
/// by comparing names in turn.
///
/// Not a dictionary: hashing a dozen names at most gains nothing, and the process's first
/// dictionary keyed by `String` makes the Swift runtime look up `String: Hashable` through
/// every protocol conformance of the binary (swift-syntax's thousands), ~0.15 ms of every
/// start while one core works alone.
struct ByOptionName<Value> {
    private var names: [String] = []
    private var values: [Value] = []

    /// The value of the option `name`, if it was given; setting `nil` forgets it.
    subscript(name: String) -> Value? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    values[index] = newValue
                } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }
}
