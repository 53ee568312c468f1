/// The commented spec `reduxgen init NAME` writes: a small feature that uses the common
/// keys, each explained where it stands, which validates and generates as it is.
public enum StarterSpec {
    /// Why `name` cannot name a feature (the spec's file name and every generated type's
    /// prefix), or `nil` when it can: it must be a Swift identifier that starts with an
    /// uppercase letter.
    public static func problem(withFeatureName name: String) -> String? {
        if let problem = SwiftNames.identifierProblem(name) { return problem }
        if let first = name.first, !first.isUppercase {
            return "it must start with an uppercase letter, as a Swift type does, like '\(first.uppercased() + name.dropFirst())'"
        }
        return nil
    }

    /// The starter spec of the feature `name` (a name without a `problem`).
    public static func text(featureName name: String) -> String {
        """
        # \(name): a reduxgen feature spec. `reduxgen help spec` explains every key.
        # For completion and checks in editors: `reduxgen schema > reduxgen.schema.json` at the
        # package's root, then start this file with a line that names it, relative to this file:
        #   # yaml-language-server: $schema=../../reduxgen.schema.json
        \(commented("feature: \(name)", "optional: the file's name; if written it must match it"))
        imports: [Foundation]          # modules every generated file imports
        access: internal               # internal (default) | public | package

        \(commented("state:", "the fields of \(name)State (required; {} for none)"))
          items: "[String]"            # just the type (quoted: YAML reads [..] as a list)
          query: { type: String, default: '""' }   # a default is a Swift expression
          selected: String?            # optionals start as nil; arrays, sets, dictionaries empty
          unread: Int                  # no default: a parameter of the state's init

        actions:                       # synchronous actions; your reducer skeleton handles them
          clearQuery:                  # no payload
          setQuery: String             # one unlabelled payload
          select: { item: String }     # labelled payload: select(item:)

        requests:                      # async calls: loadItems, loadItemsSuccess, loadItemsFailure
          loadItems:
            params: { page: Int }      # payload of the request action, passed to the service
            success: "[String]"        # what the service returns
            failure: URLError          # the error it throws (without it: RequestError)
            into: items                # the state field the success payload is assigned to
            policy: latest             # latest: a new call cancels the one in flight
                                       # first | queue | concurrent: see `reduxgen help spec`

        """
    }

    /// `line` with `# comment` after it, in the column of the spec's other comments (or one
    /// space after a longer line).
    private static func commented(_ line: String, _ comment: String) -> String {
        let column = 31
        return line + String(repeating: " ", count: max(column - line.count, 1)) + "# " + comment
    }
}
