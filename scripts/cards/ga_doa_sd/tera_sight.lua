-- Tera Sight: Preserve (the ruleset's redirect: as it resolves it goes to its owner's
-- material deck Preserved instead of the graveyard). Draw a card.
return {
	resolve = function(ctx)
		ctx:draw(1)
	end,
}
