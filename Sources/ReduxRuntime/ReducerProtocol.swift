/// A reducer that applies an action to the state in place: what reduxgen generates for each
/// feature (`<Feature>Reducer`) and each app.
///
/// ```swift
/// enum CounterReducer: ReducerProtocol {
///     static func reduce(_ state: inout CounterState, _ action: CounterAction) {
///         switch action {
///         case .increment: state.count += 1
///         }
///     }
/// }
///
/// let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
/// var state = CounterState()
/// CounterReducer.reduce(&state, .increment)                       // in place
/// let next = CounterReducer.reduce(CounterState(), .increment)    // a new state
/// ```
///
/// ## Why in place
/// A store changes its state by handing it to the reducer `inout`. The state's collections are
/// then uniquely referenced and grow in place: appending to a list of 100,000 elements costs
/// what appending to a local array does. A reducer that takes a state and returns a new one
/// has to copy every collection it changes, because the store still holds the old state
/// while the reducer runs.
///
/// The conformance adds `reduce(_:_:)` returning the new state, for code
/// that calls the reducer as a pure function. Where a function of either shape fits, such
/// as `Store(initialState:reducer:)`, `CounterReducer.reduce` names the in-place one.
public protocol ReducerProtocol {
    /// The state the reducer changes.
    associatedtype State
    /// The action the reducer applies.
    associatedtype Action

    /// Applies `action` to `state`.
    static func reduce(_ state: inout State, _ action: Action)
}

extension ReducerProtocol {
    /// Returns the state after `action`, leaving `state` as it was: the in-place
    /// `reduce(_:_:)` on a copy.
    ///
    /// ```swift
    /// let next = CounterReducer.reduce(state, .increment)
    /// ```
    public static func reduce(_ state: State, _ action: Action) -> State {
        var state = state
        reduce(&state, action)
        return state
    }
}
