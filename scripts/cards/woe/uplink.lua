-- Uplink (WoE 340), upgrade: This creature gains "Action: Make a token creature for each of
-- this creature's neighbors that is not Star Alliance".
return {
	grants = {
		action = function(ctx)
			for _, n in ipairs(ctx.this:neighbors()) do
				if not ctx:rule("of_house", n, "staralliance") then
					ctx:rule("make_token")
				end
			end
		end,
	},
}
