/// Where the validated fields, actions and requests of a spec are declared: the position
/// of each one's key, in the order of the feature's arrays.
struct DeclarationPositions {
    var fields: [SourcePosition] = []
    var actions: [SourcePosition] = []
    var requests: [SourcePosition] = []
    var streams: [SourcePosition] = []
}
