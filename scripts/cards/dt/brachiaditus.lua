-- Brachiaditus (DT 134): Deploy. Play: Stun each of Brachiaditus's neighbors and move 1
-- æmber from each of them to the common supply.
return {
	resolve = function(ctx)
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			ctx:rule("stun", neighbor)
			if neighbor:counter("amber") > 0 then
				ctx:add_counter(neighbor, "amber", -1)
			end
		end
	end,
}
