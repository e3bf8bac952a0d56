/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query MyScanCode($token: String!) {\n  myScanCode(token: $token)\n}": typeof types.MyScanCodeDocument,
    "query VolunteerCampaigns($token: String!) {\n  volunteerCampaignRegistrations(token: $token) {\n    id\n    name\n    description\n    contactName\n    contactEmail\n    registeredAt\n  }\n}": typeof types.VolunteerCampaignsDocument,
    "fragment VolunteerMessageSummary on VolunteerCommunication {\n  id\n  subject\n  eventName\n  organizationName\n  sentAt\n}\n\nquery VolunteerMessages($token: String!) {\n  volunteerCommunications(token: $token) {\n    ...VolunteerMessageSummary\n  }\n}\n\nquery VolunteerMessage($token: String!, $id: ID!) {\n  volunteerCommunication(token: $token, id: $id) {\n    ...VolunteerMessageSummary\n    html\n    text\n  }\n}": typeof types.VolunteerMessageSummaryFragmentDoc,
    "query MyPoints($token: String!) {\n  myPoints(token: $token) {\n    volunteerId\n    balance\n    transactions {\n      id\n      createdAt\n      pointsDiff\n      balance\n      trigger\n      label\n      triggerData {\n        eventId\n        eventName\n        positionName\n        startTime\n        endTime\n        productName\n        quantity\n        reason\n      }\n    }\n  }\n}": typeof types.MyPointsDocument,
    "fragment ShopProduct on Product {\n  id\n  name\n  description\n  price\n  image\n  stock\n  onSale\n}\n\nfragment MyOrder on Order {\n  id\n  productId\n  productName\n  quantity\n  price\n  status\n  vouchersCodes\n  createdAt\n}\n\nquery ShopProducts($token: String!) {\n  shopProducts(token: $token) {\n    ...ShopProduct\n  }\n}\n\nquery MyOrders($token: String!) {\n  myOrders(token: $token) {\n    ...MyOrder\n  }\n}\n\nmutation PlaceOrder($token: String!, $productId: ID!, $quantity: Int!) {\n  placeOrder(token: $token, productId: $productId, quantity: $quantity) {\n    ...MyOrder\n  }\n}": typeof types.ShopProductFragmentDoc,
    "query VolunteerSpace($token: String!) {\n  volunteerSpace(token: $token) {\n    firstName\n    lastName\n    email\n    organizationName\n    participations {\n      ...MyParticipation\n    }\n    waitingList {\n      id\n      eventName\n      positionName\n      timeSlotId\n      rank\n      status\n      offerExpiresAt\n      eventTimeZone\n      nbParticipants\n      timeSlot {\n        id\n        startTime\n        endTime\n      }\n    }\n  }\n}\n\nfragment MyParticipation on Participation {\n  id\n  eventId\n  eventName\n  eventTimeZone\n  positionName\n  sectorName\n  nbParticipants\n  groupName\n  validationStatus\n  timeSlot {\n    id\n    startTime\n    endTime\n  }\n}\n\nmutation CancelMyParticipation($token: String!, $id: ID!) {\n  cancelMyParticipation(token: $token, id: $id) {\n    ...MyParticipation\n  }\n}\n\nmutation LeaveWaitingList($token: String!, $id: ID!) {\n  leaveWaitingList(token: $token, id: $id)\n}": typeof types.VolunteerSpaceDocument,
    "fragment MyClaimedVoucher on ClaimedVoucher {\n  id\n  code\n  poolName\n  claimedAt\n}\n\nquery MyVouchers($token: String!) {\n  myVouchers(token: $token) {\n    allowed\n    claimed\n    pools {\n      id\n      name\n      nbAvailable\n    }\n    codes {\n      ...MyClaimedVoucher\n    }\n  }\n}\n\nmutation ClaimVoucher($token: String!, $poolId: ID!) {\n  claimVoucher(token: $token, poolId: $poolId) {\n    ...MyClaimedVoucher\n  }\n}": typeof types.MyClaimedVoucherFragmentDoc,
};
const documents: Documents = {
    "query MyScanCode($token: String!) {\n  myScanCode(token: $token)\n}": types.MyScanCodeDocument,
    "query VolunteerCampaigns($token: String!) {\n  volunteerCampaignRegistrations(token: $token) {\n    id\n    name\n    description\n    contactName\n    contactEmail\n    registeredAt\n  }\n}": types.VolunteerCampaignsDocument,
    "fragment VolunteerMessageSummary on VolunteerCommunication {\n  id\n  subject\n  eventName\n  organizationName\n  sentAt\n}\n\nquery VolunteerMessages($token: String!) {\n  volunteerCommunications(token: $token) {\n    ...VolunteerMessageSummary\n  }\n}\n\nquery VolunteerMessage($token: String!, $id: ID!) {\n  volunteerCommunication(token: $token, id: $id) {\n    ...VolunteerMessageSummary\n    html\n    text\n  }\n}": types.VolunteerMessageSummaryFragmentDoc,
    "query MyPoints($token: String!) {\n  myPoints(token: $token) {\n    volunteerId\n    balance\n    transactions {\n      id\n      createdAt\n      pointsDiff\n      balance\n      trigger\n      label\n      triggerData {\n        eventId\n        eventName\n        positionName\n        startTime\n        endTime\n        productName\n        quantity\n        reason\n      }\n    }\n  }\n}": types.MyPointsDocument,
    "fragment ShopProduct on Product {\n  id\n  name\n  description\n  price\n  image\n  stock\n  onSale\n}\n\nfragment MyOrder on Order {\n  id\n  productId\n  productName\n  quantity\n  price\n  status\n  vouchersCodes\n  createdAt\n}\n\nquery ShopProducts($token: String!) {\n  shopProducts(token: $token) {\n    ...ShopProduct\n  }\n}\n\nquery MyOrders($token: String!) {\n  myOrders(token: $token) {\n    ...MyOrder\n  }\n}\n\nmutation PlaceOrder($token: String!, $productId: ID!, $quantity: Int!) {\n  placeOrder(token: $token, productId: $productId, quantity: $quantity) {\n    ...MyOrder\n  }\n}": types.ShopProductFragmentDoc,
    "query VolunteerSpace($token: String!) {\n  volunteerSpace(token: $token) {\n    firstName\n    lastName\n    email\n    organizationName\n    participations {\n      ...MyParticipation\n    }\n    waitingList {\n      id\n      eventName\n      positionName\n      timeSlotId\n      rank\n      status\n      offerExpiresAt\n      eventTimeZone\n      nbParticipants\n      timeSlot {\n        id\n        startTime\n        endTime\n      }\n    }\n  }\n}\n\nfragment MyParticipation on Participation {\n  id\n  eventId\n  eventName\n  eventTimeZone\n  positionName\n  sectorName\n  nbParticipants\n  groupName\n  validationStatus\n  timeSlot {\n    id\n    startTime\n    endTime\n  }\n}\n\nmutation CancelMyParticipation($token: String!, $id: ID!) {\n  cancelMyParticipation(token: $token, id: $id) {\n    ...MyParticipation\n  }\n}\n\nmutation LeaveWaitingList($token: String!, $id: ID!) {\n  leaveWaitingList(token: $token, id: $id)\n}": types.VolunteerSpaceDocument,
    "fragment MyClaimedVoucher on ClaimedVoucher {\n  id\n  code\n  poolName\n  claimedAt\n}\n\nquery MyVouchers($token: String!) {\n  myVouchers(token: $token) {\n    allowed\n    claimed\n    pools {\n      id\n      name\n      nbAvailable\n    }\n    codes {\n      ...MyClaimedVoucher\n    }\n  }\n}\n\nmutation ClaimVoucher($token: String!, $poolId: ID!) {\n  claimVoucher(token: $token, poolId: $poolId) {\n    ...MyClaimedVoucher\n  }\n}": types.MyClaimedVoucherFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyScanCode($token: String!) {\n  myScanCode(token: $token)\n}"): (typeof documents)["query MyScanCode($token: String!) {\n  myScanCode(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VolunteerCampaigns($token: String!) {\n  volunteerCampaignRegistrations(token: $token) {\n    id\n    name\n    description\n    contactName\n    contactEmail\n    registeredAt\n  }\n}"): (typeof documents)["query VolunteerCampaigns($token: String!) {\n  volunteerCampaignRegistrations(token: $token) {\n    id\n    name\n    description\n    contactName\n    contactEmail\n    registeredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VolunteerMessageSummary on VolunteerCommunication {\n  id\n  subject\n  eventName\n  organizationName\n  sentAt\n}\n\nquery VolunteerMessages($token: String!) {\n  volunteerCommunications(token: $token) {\n    ...VolunteerMessageSummary\n  }\n}\n\nquery VolunteerMessage($token: String!, $id: ID!) {\n  volunteerCommunication(token: $token, id: $id) {\n    ...VolunteerMessageSummary\n    html\n    text\n  }\n}"): (typeof documents)["fragment VolunteerMessageSummary on VolunteerCommunication {\n  id\n  subject\n  eventName\n  organizationName\n  sentAt\n}\n\nquery VolunteerMessages($token: String!) {\n  volunteerCommunications(token: $token) {\n    ...VolunteerMessageSummary\n  }\n}\n\nquery VolunteerMessage($token: String!, $id: ID!) {\n  volunteerCommunication(token: $token, id: $id) {\n    ...VolunteerMessageSummary\n    html\n    text\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPoints($token: String!) {\n  myPoints(token: $token) {\n    volunteerId\n    balance\n    transactions {\n      id\n      createdAt\n      pointsDiff\n      balance\n      trigger\n      label\n      triggerData {\n        eventId\n        eventName\n        positionName\n        startTime\n        endTime\n        productName\n        quantity\n        reason\n      }\n    }\n  }\n}"): (typeof documents)["query MyPoints($token: String!) {\n  myPoints(token: $token) {\n    volunteerId\n    balance\n    transactions {\n      id\n      createdAt\n      pointsDiff\n      balance\n      trigger\n      label\n      triggerData {\n        eventId\n        eventName\n        positionName\n        startTime\n        endTime\n        productName\n        quantity\n        reason\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShopProduct on Product {\n  id\n  name\n  description\n  price\n  image\n  stock\n  onSale\n}\n\nfragment MyOrder on Order {\n  id\n  productId\n  productName\n  quantity\n  price\n  status\n  vouchersCodes\n  createdAt\n}\n\nquery ShopProducts($token: String!) {\n  shopProducts(token: $token) {\n    ...ShopProduct\n  }\n}\n\nquery MyOrders($token: String!) {\n  myOrders(token: $token) {\n    ...MyOrder\n  }\n}\n\nmutation PlaceOrder($token: String!, $productId: ID!, $quantity: Int!) {\n  placeOrder(token: $token, productId: $productId, quantity: $quantity) {\n    ...MyOrder\n  }\n}"): (typeof documents)["fragment ShopProduct on Product {\n  id\n  name\n  description\n  price\n  image\n  stock\n  onSale\n}\n\nfragment MyOrder on Order {\n  id\n  productId\n  productName\n  quantity\n  price\n  status\n  vouchersCodes\n  createdAt\n}\n\nquery ShopProducts($token: String!) {\n  shopProducts(token: $token) {\n    ...ShopProduct\n  }\n}\n\nquery MyOrders($token: String!) {\n  myOrders(token: $token) {\n    ...MyOrder\n  }\n}\n\nmutation PlaceOrder($token: String!, $productId: ID!, $quantity: Int!) {\n  placeOrder(token: $token, productId: $productId, quantity: $quantity) {\n    ...MyOrder\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VolunteerSpace($token: String!) {\n  volunteerSpace(token: $token) {\n    firstName\n    lastName\n    email\n    organizationName\n    participations {\n      ...MyParticipation\n    }\n    waitingList {\n      id\n      eventName\n      positionName\n      timeSlotId\n      rank\n      status\n      offerExpiresAt\n      eventTimeZone\n      nbParticipants\n      timeSlot {\n        id\n        startTime\n        endTime\n      }\n    }\n  }\n}\n\nfragment MyParticipation on Participation {\n  id\n  eventId\n  eventName\n  eventTimeZone\n  positionName\n  sectorName\n  nbParticipants\n  groupName\n  validationStatus\n  timeSlot {\n    id\n    startTime\n    endTime\n  }\n}\n\nmutation CancelMyParticipation($token: String!, $id: ID!) {\n  cancelMyParticipation(token: $token, id: $id) {\n    ...MyParticipation\n  }\n}\n\nmutation LeaveWaitingList($token: String!, $id: ID!) {\n  leaveWaitingList(token: $token, id: $id)\n}"): (typeof documents)["query VolunteerSpace($token: String!) {\n  volunteerSpace(token: $token) {\n    firstName\n    lastName\n    email\n    organizationName\n    participations {\n      ...MyParticipation\n    }\n    waitingList {\n      id\n      eventName\n      positionName\n      timeSlotId\n      rank\n      status\n      offerExpiresAt\n      eventTimeZone\n      nbParticipants\n      timeSlot {\n        id\n        startTime\n        endTime\n      }\n    }\n  }\n}\n\nfragment MyParticipation on Participation {\n  id\n  eventId\n  eventName\n  eventTimeZone\n  positionName\n  sectorName\n  nbParticipants\n  groupName\n  validationStatus\n  timeSlot {\n    id\n    startTime\n    endTime\n  }\n}\n\nmutation CancelMyParticipation($token: String!, $id: ID!) {\n  cancelMyParticipation(token: $token, id: $id) {\n    ...MyParticipation\n  }\n}\n\nmutation LeaveWaitingList($token: String!, $id: ID!) {\n  leaveWaitingList(token: $token, id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MyClaimedVoucher on ClaimedVoucher {\n  id\n  code\n  poolName\n  claimedAt\n}\n\nquery MyVouchers($token: String!) {\n  myVouchers(token: $token) {\n    allowed\n    claimed\n    pools {\n      id\n      name\n      nbAvailable\n    }\n    codes {\n      ...MyClaimedVoucher\n    }\n  }\n}\n\nmutation ClaimVoucher($token: String!, $poolId: ID!) {\n  claimVoucher(token: $token, poolId: $poolId) {\n    ...MyClaimedVoucher\n  }\n}"): (typeof documents)["fragment MyClaimedVoucher on ClaimedVoucher {\n  id\n  code\n  poolName\n  claimedAt\n}\n\nquery MyVouchers($token: String!) {\n  myVouchers(token: $token) {\n    allowed\n    claimed\n    pools {\n      id\n      name\n      nbAvailable\n    }\n    codes {\n      ...MyClaimedVoucher\n    }\n  }\n}\n\nmutation ClaimVoucher($token: String!, $poolId: ID!) {\n  claimVoucher(token: $token, poolId: $poolId) {\n    ...MyClaimedVoucher\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;