// CatalogTransitionTests.swift
// Written once by reduxgen from Catalog.yaml (--tests); from now on this file is yours.
// One test per valid transition of each request's status, run through a TestStore with the
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// CatalogTestSamples.swift has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.

import XCTest
import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

@MainActor
final class CatalogTransitionTests: XCTestCase {
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<CatalogState, CatalogAction>, CatalogServiceMock, ReduxTesting.TestClock) {
        let service = CatalogServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: CatalogState(region: String.testSample),
            reducer: CatalogReducer.reduce,
            middlewares: [CatalogLoader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }

    // MARK: search

    func testSearchGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.search(query: String.testSample, page: Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.success([Product].testSample))
        await store.receive(.searchSuccess(query: String.testSample, page: Int.testSample, [Product].testSample)) {
            $0.searchStatus = .succeeded
            $0.products = [Product].testSample
        }
        await store.finish()
    }

    func testSearchGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.search(query: String.testSample, page: Int.testSample)) {
            $0.searchStatus = .loading
        }
        service.searchAnswers.answer(.failure(CatalogError.testSample))
        await store.receive(.searchFailure(query: String.testSample, page: Int.testSample, CatalogError.testSample)) {
            $0.searchStatus = .failed(CatalogError.testSample)
        }
        await store.finish()
    }

    func testSearchLatestCallSupersedesTheOneInFlight() async {
        guard CatalogSpec.searchPolicy == .latest else {
            return XCTFail("The request search (\(CatalogSpec.searchDeclaration)) has the policy \(CatalogSpec.searchPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.search(query: String.testSample, page: Int.testSample)) {
            $0.searchStatus = .loading
        }
        await service.searchAnswers.waitForCalls(waiting: 1)
        await store.send(.search(query: String.testSample, page: Int.testSample))
        await service.searchAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.searchAnswers.answer(.success([Product].testSample))
        await store.receive(.searchSuccess(query: String.testSample, page: Int.testSample, [Product].testSample)) {
            $0.searchStatus = .succeeded
            $0.products = [Product].testSample
        }
        await store.finish()
    }

    // MARK: loadProduct

    func testLoadProductGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.loadProduct(Product.ID.testSample)) {
            $0.loadProductStatus = .loading
        }
        service.loadProductAnswers.answer(.success(Product.testSample))
        await store.receive(.loadProductSuccess(Product.ID.testSample, Product.testSample)) {
            $0.loadProductStatus = .succeeded
        }
        await store.finish()
    }

    func testLoadProductGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.loadProduct(Product.ID.testSample)) {
            $0.loadProductStatus = .loading
        }
        service.loadProductAnswers.answer(.failure(CatalogError.testSample))
        await store.receive(.loadProductFailure(Product.ID.testSample, CatalogError.testSample)) {
            $0.loadProductStatus = .failed(CatalogError.testSample)
        }
        await store.finish()
    }

    func testLoadProductLatestCallSupersedesTheOneInFlight() async {
        guard CatalogSpec.loadProductPolicy == .latest else {
            return XCTFail("The request loadProduct (\(CatalogSpec.loadProductDeclaration)) has the policy \(CatalogSpec.loadProductPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.loadProduct(Product.ID.testSample)) {
            $0.loadProductStatus = .loading
        }
        await service.loadProductAnswers.waitForCalls(waiting: 1)
        await store.send(.loadProduct(Product.ID.testSample))
        await service.loadProductAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.loadProductAnswers.answer(.success(Product.testSample))
        await store.receive(.loadProductSuccess(Product.ID.testSample, Product.testSample)) {
            $0.loadProductStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: addToCart

    func testAddToCartGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.addToCart(id: Product.ID.testSample, quantity: Int.testSample)) {
            $0.addToCartStatus = .loading
        }
        service.addToCartAnswers.answer(.success(()))
        await store.receive(.addToCartSuccess(id: Product.ID.testSample, quantity: Int.testSample)) {
            $0.addToCartStatus = .succeeded
        }
        await store.finish()
    }

    func testAddToCartGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.addToCart(id: Product.ID.testSample, quantity: Int.testSample)) {
            $0.addToCartStatus = .loading
        }
        service.addToCartAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.addToCartFailure(id: Product.ID.testSample, quantity: Int.testSample, ReduxRuntime.RequestError.testSample)) {
            $0.addToCartStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testAddToCartCallWhileOneIsInFlightIsDropped() async {
        guard CatalogSpec.addToCartPolicy == .first else {
            return XCTFail("The request addToCart (\(CatalogSpec.addToCartDeclaration)) has the policy \(CatalogSpec.addToCartPolicy) now, and this test is of first: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.addToCart(id: Product.ID.testSample, quantity: Int.testSample)) {
            $0.addToCartStatus = .loading
        }
        await service.addToCartAnswers.waitForCalls(waiting: 1)
        await store.send(.addToCart(id: Product.ID.testSample, quantity: Int.testSample))
        service.addToCartAnswers.answer(.success(()))
        service.addToCartAnswers.answer(.failure(ReduxTesting.TestSampleError()))  // for a second call, which is never made
        await store.receive(.addToCartSuccess(id: Product.ID.testSample, quantity: Int.testSample)) {
            $0.addToCartStatus = .succeeded
        }
        await store.finish()
    }

    // MARK: ping

    func testPingGoesFromIdleToLoadingToSucceeded() async {
        let (store, service, _) = makeStore()
        await store.send(.ping) {
            $0.pingStatus = .loading
        }
        service.pingAnswers.answer(.success(()))
        await store.receive(.pingSuccess) {
            $0.pingStatus = .succeeded
        }
        await store.finish()
    }

    func testPingGoesFromLoadingToFailed() async {
        let (store, service, _) = makeStore()
        await store.send(.ping) {
            $0.pingStatus = .loading
        }
        service.pingAnswers.answer(.failure(ReduxTesting.TestSampleError()))
        await store.receive(.pingFailure(ReduxRuntime.RequestError.testSample)) {
            $0.pingStatus = .failed(ReduxRuntime.RequestError.testSample)
        }
        await store.finish()
    }

    func testPingLatestCallSupersedesTheOneInFlight() async {
        guard CatalogSpec.pingPolicy == .latest else {
            return XCTFail("The request ping (\(CatalogSpec.pingDeclaration)) has the policy \(CatalogSpec.pingPolicy) now, and this test is of latest: delete it, or make it test the new policy")
        }
        let (store, service, _) = makeStore()
        await store.send(.ping) {
            $0.pingStatus = .loading
        }
        await service.pingAnswers.waitForCalls(waiting: 1)
        await store.send(.ping)
        await service.pingAnswers.waitForCalls(waiting: 1, cancelled: 1)
        service.pingAnswers.answer(.success(()))
        await store.receive(.pingSuccess) {
            $0.pingStatus = .succeeded
        }
        await store.finish()
    }
}
