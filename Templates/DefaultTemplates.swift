// Builds the default templates of this folder into the reduxgen binary (SwiftPM's
// `.embedInCode`), so that the binary finds them wherever it is copied: no resource
// bundle is looked up at run time.

/// The default templates, by name (`State` for `State.mustache`).
public enum DefaultTemplates {
    /// Every default template's name and text, in the order of the files a spec produces.
    public static let all: [(name: String, text: String)] = [
        ("State", String(decoding: PackageResources.State_mustache, as: UTF8.self)),
        ("Action", String(decoding: PackageResources.Action_mustache, as: UTF8.self)),
        ("Reducer", String(decoding: PackageResources.Reducer_mustache, as: UTF8.self)),
        ("ReducerLogic", String(decoding: PackageResources.ReducerLogic_mustache, as: UTF8.self)),
        ("Loader", String(decoding: PackageResources.Loader_mustache, as: UTF8.self)),
        ("ViewModel", String(decoding: PackageResources.ViewModel_mustache, as: UTF8.self)),
        ("PropsLogic", String(decoding: PackageResources.PropsLogic_mustache, as: UTF8.self)),
        ("Routing", String(decoding: PackageResources.Routing_mustache, as: UTF8.self)),
        ("ServiceMock", String(decoding: PackageResources.ServiceMock_mustache, as: UTF8.self)),
        ("TransitionTests", String(decoding: PackageResources.TransitionTests_mustache, as: UTF8.self)),
        ("TestSamples", String(decoding: PackageResources.TestSamples_mustache, as: UTF8.self)),
    ]
}
