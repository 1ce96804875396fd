-- Ironyx Rebel (WoE 157): Deploy. Play: Ready each of Ironyx Rebel's Mars neighbors.
return {
	resolve = function(ctx)
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			if ctx:rule("of_house", neighbor, "mars") then
				ctx:ready(neighbor)
			end
		end
	end,
}
