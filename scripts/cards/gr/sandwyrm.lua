-- Sandwyrm (GR 085): After Fight: Shuffle Sandwyrm into your deck (only if it survived the
-- fight: an After Fight: ability resolves only then).
return {
	fight = function(ctx)
		if ctx:move(ctx.this, "deck") then
			ctx:shuffle("deck")
		end
	end,
}
