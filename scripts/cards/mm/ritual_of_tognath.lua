-- Ritual of Tognath (MM 044): Play: Destroy 2 friendly creatures (all of them with fewer),
-- destroyed together.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local n = math.min(2, #mine)
		local doomed =
			ctx:choose({ prompt = "Destroy which 2 friendly creatures?", objects = mine, min = n, max = n })
		if #doomed > 0 then
			ctx:destroy(doomed)
		end
	end,
}
