import ReduxRuntime
import XCTest

/// `StackNavigation`: what a routing function of a stack returns, applied to a path as the
/// generated reducer applies it, and made from a route to push as a routing function that
/// returns `Route?` means it.
final class StackNavigationTests: XCTestCase {
    private enum Screen: Hashable, Sendable {
        case list, detail(Int), signIn
    }

    private typealias Navigation = StackNavigation<Screen>

    private func path(_ start: [Screen], after navigation: Navigation) -> [Screen] {
        var path = start
        navigation.apply(to: &path)
        return path
    }

    func testAPushAppendsASetPathReplacesAndAStayLeavesThePath() {
        XCTAssertEqual(path([.list], after: .push(.detail(1))), [.list, .detail(1)])
        XCTAssertEqual(path([.list, .detail(1)], after: .setPath([.signIn])), [.signIn])
        XCTAssertEqual(path([.list, .detail(1)], after: .setPath([])), [])
        XCTAssertEqual(path([.list], after: .stay), [.list])
    }

    func testNilStays() {
        let navigation: Navigation = nil
        XCTAssertEqual(navigation, .stay)
    }

    func testARouteToPushIsAPushAndNoRouteAStay() {
        let route: Screen? = .detail(2)
        XCTAssertEqual(Navigation(route), .push(.detail(2)))
        XCTAssertEqual(Navigation(nil as Screen?), .stay)
        XCTAssertEqual(Navigation(Navigation.setPath([.list])), .setPath([.list]))
    }
}
