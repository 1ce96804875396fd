-- Archon's Revenge (DT 191): Action: Exhaust up to 2 friendly Shadows creatures. For each
-- creature exhausted this way, steal 1 æmber.
return {
	action = function(ctx)
		local n = #ctx:rule("exhaust_up_to", 2, "shadows")
		if n > 0 then
			ctx:steal(n)
		end
	end,
}
