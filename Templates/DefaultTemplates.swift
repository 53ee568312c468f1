// Builds the default templates of this folder into the reduxgen binary (SwiftPM's
// `.embedInCode`), so that the binary finds them wherever it is copied: no resource
// bundle is looked up at run time.

/// The default templates' text, as UTF-8, one per template of this folder.
///
/// Each is the resource `.embedInCode("<Name>.mustache")` of Package.swift, which SwiftPM
/// names `PackageResources.<Name>_mustache`: a template that Package.swift does not list
/// does not compile here. `FilePart`'s table gives each part its default template from
/// here, in an exhaustive switch, so a part without one does not compile either.
///
/// ```swift
/// String(decoding: DefaultTemplates.state, as: UTF8.self)   // "{{% CONTENT_TYPE: TEXT }}\n…"
/// ```
public enum DefaultTemplates {
    /// `State.mustache`.
    public static let state = PackageResources.State_mustache
    /// `Action.mustache`.
    public static let action = PackageResources.Action_mustache
    /// `Reducer.mustache`.
    public static let reducer = PackageResources.Reducer_mustache
    /// `ReducerLogic.mustache`.
    public static let reducerLogic = PackageResources.ReducerLogic_mustache
    /// `Loader.mustache`.
    public static let loader = PackageResources.Loader_mustache
    /// `ViewModel.mustache`.
    public static let viewModel = PackageResources.ViewModel_mustache
    /// `PropsLogic.mustache`.
    public static let propsLogic = PackageResources.PropsLogic_mustache
    /// `Routing.mustache`.
    public static let routing = PackageResources.Routing_mustache
    /// `Predictions.mustache`.
    public static let predictions = PackageResources.Predictions_mustache
    /// `ServiceMock.mustache`.
    public static let serviceMock = PackageResources.ServiceMock_mustache
    /// `TransitionTests.mustache`.
    public static let transitionTests = PackageResources.TransitionTests_mustache
    /// `TestSamples.mustache`.
    public static let testSamples = PackageResources.TestSamples_mustache
}
