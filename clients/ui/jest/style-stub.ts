// CSS imports have no meaning under jsdom.
export default {};
