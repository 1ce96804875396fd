-- Reckless Experimentation (DT 010), upgrade: This creature gains, "Reap: Play the top card
-- of your deck."
return {
	grants = {
		reap = function(ctx)
			local top = ctx:top(1)[1]
			if top ~= nil then
				ctx:play(top)
			end
		end,
	},
}
