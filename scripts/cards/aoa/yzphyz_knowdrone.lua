-- Yzphyz Knowdrone (AoA 210), creature: Play: Archive a card. You may purge an archived
-- card to stun a creature. Any archived card, either player's, the one just archived too;
-- only a card that really is purged pays for the stun (a creature from another player's
-- archives goes back to its owner's hand instead, and stuns nothing).
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local archived = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
		if archived ~= nil then
			ctx:move(archived, "archives")
		end
		local pool = ctx:look({ zone = "archives" })
		local purged = ctx:choose({
			prompt = "Purge an archived card to stun a creature?",
			objects = pool,
			min = 0,
			max = 1,
		})[1]
		if purged == nil then
			return
		end
		local before = ctx:count({ zone = "purged" })
		ctx:banish(purged)
		if ctx:count({ zone = "purged" }) <= before then
			return
		end
		local stunned =
			ctx:choose({ prompt = "Stun which creature?", objects = ctx:objects({ zone = "battleline" }) })[1]
		if stunned ~= nil then
			ctx:rule("stun", stunned)
		end
	end,
}
