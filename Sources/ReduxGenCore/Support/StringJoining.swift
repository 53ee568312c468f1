extension [String] {
    /// The elements joined with `separator`, like `joined(separator:)`, but compiled into this
    /// module for `[String]`: the standard library's generic version looks up associated types
    /// at run time, which costs a scan of the binary's conformance records the first time in
    /// every process, and generation runs once per spec on every build.
    func joinedWith(_ separator: String) -> String {
        var result = ""
        for (index, element) in enumerated() {
            if index > 0 { result += separator }
            result += element
        }
        return result
    }
}
