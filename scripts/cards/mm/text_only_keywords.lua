-- Mass Mutation creatures whose text is only keywords the rules act on (elusive, skirmish,
-- poison, hazardous) or Enhance, which is done while building the deck: nothing to script.
return {}
