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
    "fragment StandInfo on StandInfo {\n  operatorId\n  operatorName\n  eventId\n  eventName\n  tags {\n    id\n    name\n    color\n    known\n  }\n  checkIn\n  orderDelivery\n  voucherRedeem\n  tshirt\n  timeZone\n}\n\nfragment StandVolunteerCard on StandVolunteer {\n  code\n  volunteerId\n  firstName\n  lastName\n  profilePicture\n  shifts {\n    participationId\n    positionName\n    startsAt\n    endsAt\n    checkedInAt\n    checkedInBy\n  }\n  orders {\n    orderId\n    productName\n    quantity\n    deliveredAt\n    deliveredBy\n  }\n  vouchers {\n    voucherCodeId\n    poolName\n    code\n    redeemedAt\n    redeemedBy\n  }\n  tshirt {\n    size\n    handedOutAt\n    handedOutBy\n  }\n  notices\n}\n\nmutation OperatorLogin($secret: String!) {\n  operatorLogin(secret: $secret) {\n    token\n    expiresAt\n    stand {\n      ...StandInfo\n    }\n  }\n}\n\nmutation OperatorLogout {\n  operatorLogout\n}\n\nquery Stand {\n  stand {\n    ...StandInfo\n  }\n}\n\nquery StandVolunteer($code: String!) {\n  standVolunteer(code: $code) {\n    ...StandVolunteerCard\n  }\n}\n\nmutation StandAction($input: StandActionInput!) {\n  standAction(input: $input) {\n    clientId\n    ok\n    message\n  }\n}\n\nmutation StandReplay($actions: [StandActionInput!]!) {\n  standReplay(actions: $actions) {\n    clientId\n    ok\n    message\n  }\n}": typeof types.StandInfoFragmentDoc,
};
const documents: Documents = {
    "fragment StandInfo on StandInfo {\n  operatorId\n  operatorName\n  eventId\n  eventName\n  tags {\n    id\n    name\n    color\n    known\n  }\n  checkIn\n  orderDelivery\n  voucherRedeem\n  tshirt\n  timeZone\n}\n\nfragment StandVolunteerCard on StandVolunteer {\n  code\n  volunteerId\n  firstName\n  lastName\n  profilePicture\n  shifts {\n    participationId\n    positionName\n    startsAt\n    endsAt\n    checkedInAt\n    checkedInBy\n  }\n  orders {\n    orderId\n    productName\n    quantity\n    deliveredAt\n    deliveredBy\n  }\n  vouchers {\n    voucherCodeId\n    poolName\n    code\n    redeemedAt\n    redeemedBy\n  }\n  tshirt {\n    size\n    handedOutAt\n    handedOutBy\n  }\n  notices\n}\n\nmutation OperatorLogin($secret: String!) {\n  operatorLogin(secret: $secret) {\n    token\n    expiresAt\n    stand {\n      ...StandInfo\n    }\n  }\n}\n\nmutation OperatorLogout {\n  operatorLogout\n}\n\nquery Stand {\n  stand {\n    ...StandInfo\n  }\n}\n\nquery StandVolunteer($code: String!) {\n  standVolunteer(code: $code) {\n    ...StandVolunteerCard\n  }\n}\n\nmutation StandAction($input: StandActionInput!) {\n  standAction(input: $input) {\n    clientId\n    ok\n    message\n  }\n}\n\nmutation StandReplay($actions: [StandActionInput!]!) {\n  standReplay(actions: $actions) {\n    clientId\n    ok\n    message\n  }\n}": types.StandInfoFragmentDoc,
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
export function graphql(source: "fragment StandInfo on StandInfo {\n  operatorId\n  operatorName\n  eventId\n  eventName\n  tags {\n    id\n    name\n    color\n    known\n  }\n  checkIn\n  orderDelivery\n  voucherRedeem\n  tshirt\n  timeZone\n}\n\nfragment StandVolunteerCard on StandVolunteer {\n  code\n  volunteerId\n  firstName\n  lastName\n  profilePicture\n  shifts {\n    participationId\n    positionName\n    startsAt\n    endsAt\n    checkedInAt\n    checkedInBy\n  }\n  orders {\n    orderId\n    productName\n    quantity\n    deliveredAt\n    deliveredBy\n  }\n  vouchers {\n    voucherCodeId\n    poolName\n    code\n    redeemedAt\n    redeemedBy\n  }\n  tshirt {\n    size\n    handedOutAt\n    handedOutBy\n  }\n  notices\n}\n\nmutation OperatorLogin($secret: String!) {\n  operatorLogin(secret: $secret) {\n    token\n    expiresAt\n    stand {\n      ...StandInfo\n    }\n  }\n}\n\nmutation OperatorLogout {\n  operatorLogout\n}\n\nquery Stand {\n  stand {\n    ...StandInfo\n  }\n}\n\nquery StandVolunteer($code: String!) {\n  standVolunteer(code: $code) {\n    ...StandVolunteerCard\n  }\n}\n\nmutation StandAction($input: StandActionInput!) {\n  standAction(input: $input) {\n    clientId\n    ok\n    message\n  }\n}\n\nmutation StandReplay($actions: [StandActionInput!]!) {\n  standReplay(actions: $actions) {\n    clientId\n    ok\n    message\n  }\n}"): (typeof documents)["fragment StandInfo on StandInfo {\n  operatorId\n  operatorName\n  eventId\n  eventName\n  tags {\n    id\n    name\n    color\n    known\n  }\n  checkIn\n  orderDelivery\n  voucherRedeem\n  tshirt\n  timeZone\n}\n\nfragment StandVolunteerCard on StandVolunteer {\n  code\n  volunteerId\n  firstName\n  lastName\n  profilePicture\n  shifts {\n    participationId\n    positionName\n    startsAt\n    endsAt\n    checkedInAt\n    checkedInBy\n  }\n  orders {\n    orderId\n    productName\n    quantity\n    deliveredAt\n    deliveredBy\n  }\n  vouchers {\n    voucherCodeId\n    poolName\n    code\n    redeemedAt\n    redeemedBy\n  }\n  tshirt {\n    size\n    handedOutAt\n    handedOutBy\n  }\n  notices\n}\n\nmutation OperatorLogin($secret: String!) {\n  operatorLogin(secret: $secret) {\n    token\n    expiresAt\n    stand {\n      ...StandInfo\n    }\n  }\n}\n\nmutation OperatorLogout {\n  operatorLogout\n}\n\nquery Stand {\n  stand {\n    ...StandInfo\n  }\n}\n\nquery StandVolunteer($code: String!) {\n  standVolunteer(code: $code) {\n    ...StandVolunteerCard\n  }\n}\n\nmutation StandAction($input: StandActionInput!) {\n  standAction(input: $input) {\n    clientId\n    ok\n    message\n  }\n}\n\nmutation StandReplay($actions: [StandActionInput!]!) {\n  standReplay(actions: $actions) {\n    clientId\n    ok\n    message\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;