extension String {
    /// The string with its first character uppercased: `loadMore` → `LoadMore`.
    package var uppercasingFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
