-- Ancient Power (WC 198): Play: Ward each friendly creature with æmber on it.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:counter("amber") > 0 then
				ctx:rule("ward", creature)
			end
		end
	end,
}
