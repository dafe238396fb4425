export { parseSocial, type SocialParse } from './parse'
export { isSocialNetwork, SOCIAL_NETWORKS, SOCIAL_PLATFORMS, type SocialNetwork } from './platforms'
