-- Yanthi Ghostfin (WoE 382): Elusive. After Reap: Purge a creature from a discard pile. If
-- you do, make a token creature.
return {
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "discard", controller = "any", type = "creature" })
		local picked =
			ctx:choose({ prompt = "Purge which creature from a discard pile?", objects = creatures })[1]
		if picked ~= nil and ctx:banish(picked) then
			ctx:rule("make_token")
		end
	end,
}
