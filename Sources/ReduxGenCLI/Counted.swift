/// A count and its noun, in the number the count calls for: `1 spec`, `2 specs`, `0 files`.
func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
}
