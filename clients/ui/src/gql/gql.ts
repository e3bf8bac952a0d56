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
    "fragment SessionOrganization on Organization {\n  id\n  name\n  slug\n  description\n  logo\n  publicName\n  contactEmail\n  contactPhone\n  licenseType\n  supportType\n  validUntil\n  enableCampaigns\n  enableGroupRegistrations\n  enforce2fa\n  enableWeezevent\n  enableShop\n  shopOpen\n  enableBadges\n  enableVouchers\n  enableOperators\n  enableParticipationsValidation\n  nbPendingValidations\n  defaultLanguage\n  hasProRights\n  forcedLanguage\n  staffVisit\n  rights {\n    campaigns\n    groupRegistrations\n    shop\n    badges\n    vouchers\n    operators\n    validation\n    ticketing\n    calendar\n  }\n}\n\nfragment SessionUser on User {\n  id\n  username\n  email\n  firstName\n  lastName\n  isStaff\n  isSuperUser\n  language\n  dfaId\n  otpSetupRequired\n  activeOrganization {\n    ...SessionOrganization\n  }\n  availableOrganizations {\n    id\n    name\n    staffVisit\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation OtpVerify($input: OtpVerifyInput!) {\n  otpVerify(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SwitchOrganization($organizationId: ID!) {\n  switchOrganization(organizationId: $organizationId) {\n    id\n    nbPendingValidations\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation LogoutEverywhere {\n  logoutEverywhere\n}": typeof types.SessionOrganizationFragmentDoc,
};
const documents: Documents = {
    "fragment SessionOrganization on Organization {\n  id\n  name\n  slug\n  description\n  logo\n  publicName\n  contactEmail\n  contactPhone\n  licenseType\n  supportType\n  validUntil\n  enableCampaigns\n  enableGroupRegistrations\n  enforce2fa\n  enableWeezevent\n  enableShop\n  shopOpen\n  enableBadges\n  enableVouchers\n  enableOperators\n  enableParticipationsValidation\n  nbPendingValidations\n  defaultLanguage\n  hasProRights\n  forcedLanguage\n  staffVisit\n  rights {\n    campaigns\n    groupRegistrations\n    shop\n    badges\n    vouchers\n    operators\n    validation\n    ticketing\n    calendar\n  }\n}\n\nfragment SessionUser on User {\n  id\n  username\n  email\n  firstName\n  lastName\n  isStaff\n  isSuperUser\n  language\n  dfaId\n  otpSetupRequired\n  activeOrganization {\n    ...SessionOrganization\n  }\n  availableOrganizations {\n    id\n    name\n    staffVisit\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation OtpVerify($input: OtpVerifyInput!) {\n  otpVerify(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SwitchOrganization($organizationId: ID!) {\n  switchOrganization(organizationId: $organizationId) {\n    id\n    nbPendingValidations\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation LogoutEverywhere {\n  logoutEverywhere\n}": types.SessionOrganizationFragmentDoc,
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
export function graphql(source: "fragment SessionOrganization on Organization {\n  id\n  name\n  slug\n  description\n  logo\n  publicName\n  contactEmail\n  contactPhone\n  licenseType\n  supportType\n  validUntil\n  enableCampaigns\n  enableGroupRegistrations\n  enforce2fa\n  enableWeezevent\n  enableShop\n  shopOpen\n  enableBadges\n  enableVouchers\n  enableOperators\n  enableParticipationsValidation\n  nbPendingValidations\n  defaultLanguage\n  hasProRights\n  forcedLanguage\n  staffVisit\n  rights {\n    campaigns\n    groupRegistrations\n    shop\n    badges\n    vouchers\n    operators\n    validation\n    ticketing\n    calendar\n  }\n}\n\nfragment SessionUser on User {\n  id\n  username\n  email\n  firstName\n  lastName\n  isStaff\n  isSuperUser\n  language\n  dfaId\n  otpSetupRequired\n  activeOrganization {\n    ...SessionOrganization\n  }\n  availableOrganizations {\n    id\n    name\n    staffVisit\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation OtpVerify($input: OtpVerifyInput!) {\n  otpVerify(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SwitchOrganization($organizationId: ID!) {\n  switchOrganization(organizationId: $organizationId) {\n    id\n    nbPendingValidations\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation LogoutEverywhere {\n  logoutEverywhere\n}"): (typeof documents)["fragment SessionOrganization on Organization {\n  id\n  name\n  slug\n  description\n  logo\n  publicName\n  contactEmail\n  contactPhone\n  licenseType\n  supportType\n  validUntil\n  enableCampaigns\n  enableGroupRegistrations\n  enforce2fa\n  enableWeezevent\n  enableShop\n  shopOpen\n  enableBadges\n  enableVouchers\n  enableOperators\n  enableParticipationsValidation\n  nbPendingValidations\n  defaultLanguage\n  hasProRights\n  forcedLanguage\n  staffVisit\n  rights {\n    campaigns\n    groupRegistrations\n    shop\n    badges\n    vouchers\n    operators\n    validation\n    ticketing\n    calendar\n  }\n}\n\nfragment SessionUser on User {\n  id\n  username\n  email\n  firstName\n  lastName\n  isStaff\n  isSuperUser\n  language\n  dfaId\n  otpSetupRequired\n  activeOrganization {\n    ...SessionOrganization\n  }\n  availableOrganizations {\n    id\n    name\n    staffVisit\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation OtpVerify($input: OtpVerifyInput!) {\n  otpVerify(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SwitchOrganization($organizationId: ID!) {\n  switchOrganization(organizationId: $organizationId) {\n    id\n    nbPendingValidations\n  }\n}\n\nmutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation LogoutEverywhere {\n  logoutEverywhere\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;