-- Defense Initiative (MM 191): Play: Ward a creature (either side). You may exalt that
-- creature. If you exalt it, ward each of its neighbors.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Ward which creature?", objects = all })[1]
		if pick == nil then
			return
		end
		ctx:rule("ward", pick)
		local exalt =
			ctx:choose({ prompt = "Exalt it to ward its neighbors?", options = { "exalt", "no" } })[1]
		if exalt == "exalt" then
			ctx:rule("exalt", pick)
			for _, n in ipairs(pick:neighbors()) do
				ctx:rule("ward", n)
			end
		end
	end,
}
