-- Historian Li-Darkin (GR 096): After Reap: Each player returns the top card of their
-- discard pile to their hand. A discard pile lists its cards bottom first.
return {
	reap = function(ctx)
		for _, owner in ipairs({ "you", "opponent" }) do
			local pile = ctx:objects({ zone = "discard", controller = owner })
			if #pile > 0 then
				ctx:move(pile[#pile], "hand")
			end
		end
	end,
}
